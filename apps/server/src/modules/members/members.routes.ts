import { AdminClubIdParams, AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminMember, AdminMembersPage, AdminMembersQuery, AdminMembersResponse } from '@club-pulse/contracts/admin-members';
import {
  AddCoachRequest,
  AddCoachResponse,
  AdminSquadMembersResponse,
  RemoveSquadMemberRequest,
  RemoveSquadMemberResponse,
} from '@club-pulse/contracts/admin-squad-members';
import { MySquadRolesResponse } from '@club-pulse/contracts/auth';
import { preferredLanguage } from '@club-pulse/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS as errors } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as members from './members.service.ts';

/** The admin's users (list, enable, disable) and club membership (members of a club or group, removal, coaches by email). */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const tags = ['members'];

  app.get('/api/admin/squadMember/bystudygroup/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: "A study group's current members", params: AdminIdParams, response: { 200: AdminSquadMembersResponse, ...errors } },
    handler: async (request) => members.membersOfGroup(db, request.params.id),
  });

  app.get('/api/admin/squadMember/byclub/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A club's current members (404 ClubNotExists)",
      params: AdminIdParams,
      response: { 200: AdminSquadMembersResponse, ...errors },
    },
    handler: async (request) => members.membersOfClub(db, request.params.id),
  });

  app.delete('/api/admin/squadMember/byclub/:clubId/RemoveSquadMember', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Remove a member from a club; cancels their unfinished evaluations in its studies',
      params: AdminClubIdParams,
      body: RemoveSquadMemberRequest,
      response: { 200: RemoveSquadMemberResponse, ...errors },
    },
    handler: async (request) => {
      if (request.body.clubId !== request.params.clubId) {
        throw new AppError('ValidationError', { field: 'clubId', message: 'The club of the body differs from the club of the path' });
      }
      return members.removeSquadMember(db, currentMember(request).id, request.params.clubId, request.body.squadMemberId);
    },
  });

  app.post('/api/admin/squadMember/byclub/:clubId/AddCoach', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Add a coach to a club by email; an unknown email gets an account and an invitation mail',
      params: AdminClubIdParams,
      body: AddCoachRequest,
      response: { 200: AddCoachResponse, ...errors },
    },
    handler: async (request) => {
      const admin = currentMember(request);
      return members.addCoach(deps, admin.id, request.params.clubId, request.body, preferredLanguage(admin.language));
    },
  });

  app.get('/api/admin/member', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Every member with role, state, squad roles and clubs', response: { 200: AdminMembersResponse, ...errors } },
    handler: async () => members.listMembers(db),
  });

  app.get('/api/admin/member/page', {
    config: { access: 'admin', sessionCheck: 'alongside' },
    schema: {
      tags,
      summary: 'One page of the users list with its total: search (beginning of name, surname or email), filters, sort',
      querystring: AdminMembersQuery,
      response: { 200: AdminMembersPage, ...errors },
    },
    handler: async (request) => members.listMembersPage(db, request.query),
  });

  app.put('/api/admin/member/enable/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Enable a member', params: AdminIdParams, response: { 200: AdminMember, ...errors } },
    handler: async (request) => members.setMemberEnabled(db, currentMember(request).id, request.params.id, true),
  });

  app.put('/api/admin/member/disable/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'Disable a member: they cannot sign in, their tokens and open password links stop working (409 CannotDisableSelf; 409 LastAdmin for the last enabled platform admin)',
      params: AdminIdParams,
      response: { 200: AdminMember, ...errors },
    },
    handler: async (request) => members.setMemberEnabled(db, currentMember(request).id, request.params.id, false),
  });
};

/** The caller's own squad roles (any signed-in member; the client picks the coach's or the player's screens). */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/squadRole/GetMySquadRoles', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['squad roles'],
      summary: "The caller's squad roles over all their clubs (Coach, Player)",
      response: { 200: MySquadRolesResponse },
    },
    handler: async (request) => (await members.squadRoles(deps.db, currentMember(request).id)).map((name) => ({ name })),
  });
};
