import { AdminIdParams } from '@club-pulse/contracts/admin';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { ROSTER_IMPORT_MAX_CSV_LENGTH, RosterImportRequest, RosterImportResponse } from '@club-pulse/contracts/roster-import';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS as errors } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { importRoster } from './roster-import.service.ts';

/** A file of the longest length, as UTF-8 (up to four bytes a character) inside its JSON body. */
const bodyLimit = 4 * ROSTER_IMPORT_MAX_CSV_LENGTH + 1024;

/**
 * The roster import, for platform admins only: squad membership (creating members, adding and
 * removing them) is the admin's today, and a coach has no squad screens to import into.
 */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/admin/study-group/:id/roster-import', {
    config: { access: 'admin' },
    bodyLimit,
    schema: {
      tags: ['members'],
      summary:
        'Players of a study group from a CSV file: `dryRun` answers the per-line report; otherwise, unless a line is wrong (422 RosterInvalid, one item per problem), new members are invited and everyone is added as a player',
      params: AdminIdParams,
      body: RosterImportRequest,
      response: { 200: RosterImportResponse, ...errors, 422: ErrorResponse },
    },
    handler: async (request) => importRoster(deps, currentMember(request).id, request.params.id, request.body),
  });
};
