import { AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminMember, AdminMembersResponse } from '@club-pulse/contracts/admin-members';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as members from './members.service.ts';
import { admin, errors, tags } from './routes-common.ts';

/** Users (spec §2 users, §7): list, enable, disable. */
const memberRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/member', {
    config: admin,
    schema: { tags, summary: 'Every member with role, state, squad roles and clubs', response: { 200: AdminMembersResponse, ...errors } },
    handler: async () => members.listMembers(db),
  });

  app.put('/api/admin/member/enable/:id', {
    config: admin,
    schema: { tags, summary: 'Enable a member', params: AdminIdParams, response: { 200: AdminMember, ...errors } },
    handler: async (request) => members.setMemberEnabled(db, currentMember(request).id, request.params.id, true),
  });

  app.put('/api/admin/member/disable/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Disable a member: they cannot sign in and their tokens stop working (409 CannotDisableSelf)',
      params: AdminIdParams,
      response: { 200: AdminMember, ...errors },
    },
    handler: async (request) => members.setMemberEnabled(db, currentMember(request).id, request.params.id, false),
  });
};
export default memberRoutes;
