import type { InviteToStudyRequest } from '@club-pulse/contracts/study-sharing';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const inviteToStudy = (studyId: number, body: InviteToStudyRequest) =>
  apiClient.post('/api/manager/study/{id}/invite', { path: { id: studyId }, body });

export const useInviteToStudy = (studyId: number) => useMutation({ mutationFn: (body: InviteToStudyRequest) => inviteToStudy(studyId, body) });
