import type { RosterImportRequest } from '@club-pulse/contracts/roster-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/admin/study-group/{id}/roster-import: the report of a file (dry run) or the import itself. */
export const importRoster = (groupId: number, body: RosterImportRequest) =>
  apiClient.post('/api/admin/study-group/{id}/roster-import', { path: { id: groupId }, body });

/** A real import changes the squad lists: the admin queries are fetched again once it settles. */
export function useImportRoster(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterImportRequest) => importRoster(groupId, body),
    onSettled: (_data, _error, body) => (body.dryRun ? undefined : client.invalidateQueries({ queryKey: ['admin'] })),
  });
}
