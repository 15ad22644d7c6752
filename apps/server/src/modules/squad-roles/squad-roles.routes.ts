import { MySquadRolesResponse } from '@club-pulse/contracts/auth';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { squadRolesOf } from '../../lib/policies.ts';

const squadRoleRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/squadRole/GetMySquadRoles', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['squad roles'],
      summary: "The caller's squad roles over all their clubs (Coach, Player)",
      response: { 200: MySquadRolesResponse },
    },
    handler: async (request) => {
      const roles = await squadRolesOf(deps.db, currentMember(request).id);
      return roles.map((name) => ({ name }));
    },
  });
};
export default squadRoleRoutes;
