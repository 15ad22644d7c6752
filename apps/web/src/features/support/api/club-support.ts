import type { ClubSupport, Country, SaveSupportContactRequest } from '@club-pulse/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Who keeps the club's support: an admin (api/admin) or one of the club's coaches (api/manager), same routes. */
export type SupportSide = 'admin' | 'manager';

const base = (side: SupportSide, clubId: number) => `api/${side}/club/${clubId}/support`;

export const clubSupportQuery = (side: SupportSide, clubId: number) =>
  queryOptions({ queryKey: [side, 'club', clubId, 'support'], queryFn: () => http.get<ClubSupport>(base(side, clubId)) });

type Change =
  | { kind: 'country'; country: Country }
  | { kind: 'add'; contact: SaveSupportContactRequest }
  | { kind: 'save'; id: number; contact: SaveSupportContactRequest }
  | { kind: 'remove'; id: number };

const send = (side: SupportSide, clubId: number, change: Change) => {
  const url = base(side, clubId);
  switch (change.kind) {
    case 'country':
      return http.put<ClubSupport>(`${url}/country`, { country: change.country });
    case 'add':
      return http.post<ClubSupport>(`${url}/contacts`, change.contact);
    case 'save':
      return http.put<ClubSupport>(`${url}/contacts/${change.id}`, change.contact);
    case 'remove':
      return http.delete<ClubSupport>(`${url}/contacts/${change.id}`);
  }
};

/** Any change of the club's support; the answer is the club's support as it now is. */
export const useChangeClubSupport = (side: SupportSide, clubId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(side, clubId, change),
    onSuccess: (data) => {
      client.setQueryData(clubSupportQuery(side, clubId).queryKey, data);
      // The setup's checklist, the admin home and the clubs list count the clubs' contacts.
      if (side === 'admin') void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
};
