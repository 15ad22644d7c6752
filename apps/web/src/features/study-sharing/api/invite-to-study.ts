import type { InviteToStudyRequest, InviteToStudyResponse } from '@club-pulse/contracts/study-sharing';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const inviteToStudy = (studyId: number, body: InviteToStudyRequest) =>
  http.post<InviteToStudyResponse>(`api/manager/study/${studyId}/invite`, body);

export const useInviteToStudy = (studyId: number) => useMutation({ mutationFn: (body: InviteToStudyRequest) => inviteToStudy(studyId, body) });
