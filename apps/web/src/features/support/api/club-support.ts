import type { Country, SaveSupportContactRequest } from '@club-pulse/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Who keeps the club's support: an admin (api/admin) or one of the club's coaches (api/manager), same routes. */
export type SupportSide = 'admin' | 'manager';

export const clubSupportQuery = (side: SupportSide, clubId: number) =>
  queryOptions({
    queryKey: [side, 'club', clubId, 'support'],
    queryFn: () =>
      side === 'admin'
        ? apiClient.get('/api/admin/club/{clubId}/support', { path: { clubId } })
        : apiClient.get('/api/manager/club/{clubId}/support', { path: { clubId } }),
  });

type Change =
  | { kind: 'country'; country: Country }
  | { kind: 'add'; contact: SaveSupportContactRequest }
  | { kind: 'save'; id: number; contact: SaveSupportContactRequest }
  | { kind: 'remove'; id: number };

/** The two sides' routes are the same but for their area: each call names its route so that the table types it. */
const send = (side: SupportSide, clubId: number, change: Change) => {
  const admin = side === 'admin';
  switch (change.kind) {
    case 'country': {
      const request = { path: { clubId }, body: { country: change.country } };
      return admin
        ? apiClient.put('/api/admin/club/{clubId}/support/country', request)
        : apiClient.put('/api/manager/club/{clubId}/support/country', request);
    }
    case 'add': {
      const request = { path: { clubId }, body: change.contact };
      return admin
        ? apiClient.post('/api/admin/club/{clubId}/support/contacts', request)
        : apiClient.post('/api/manager/club/{clubId}/support/contacts', request);
    }
    case 'save': {
      const request = { path: { clubId, contactId: change.id }, body: change.contact };
      return admin
        ? apiClient.put('/api/admin/club/{clubId}/support/contacts/{contactId}', request)
        : apiClient.put('/api/manager/club/{clubId}/support/contacts/{contactId}', request);
    }
    case 'remove': {
      const request = { path: { clubId, contactId: change.id } };
      return admin
        ? apiClient.delete('/api/admin/club/{clubId}/support/contacts/{contactId}', request)
        : apiClient.delete('/api/manager/club/{clubId}/support/contacts/{contactId}', request);
    }
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
