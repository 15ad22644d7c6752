import type { InvitationResponse } from '@club-pulse/contracts/invitation';
import { STUDY_TOKEN_PATTERN } from '@club-pulse/contracts/study-link';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';

/** A study link's landing: who invites and whether it still takes players; null for an unknown or malformed link (404). */
export async function getInvitation(studyToken: string): Promise<InvitationResponse | null> {
  const token = studyToken.trim();
  if (!STUDY_TOKEN_PATTERN.test(token)) return null;
  try {
    return await apiClient.get('/api/invitation', { query: { studyToken: token } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const invitationQuery = (studyToken: string) =>
  queryOptions({ queryKey: ['invitation', studyToken], queryFn: () => getInvitation(studyToken), staleTime: 30_000, retry: false });
