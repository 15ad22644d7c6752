import { AdminIdParams } from '@club-pulse/contracts/admin';
import {
  AdminMemberDetail,
  CreateMemberRequest,
  CreateMemberResponse,
  EraseMemberRequest,
  UpdateMemberRequest,
} from '@club-pulse/contracts/admin-members';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS as errors } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as manage from './member-management.service.ts';

const tags = ['members'];

/** The admin's user management: create with an invitation, edit, invite again, reset, roles, erasure. */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/member/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'One member with name, surname, language and whether they have a password',
      params: AdminIdParams,
      response: { 200: AdminMemberDetail, ...errors },
    },
    handler: async (request) => manage.memberDetail(db, request.params.id),
  });

  app.post('/api/admin/member', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'Create a member (player of a study group, coach of a study group or of a whole club, or platform admin) who gets an invitation mail; 409 EmailAlreadyRegistered',
      body: CreateMemberRequest,
      response: { 201: CreateMemberResponse, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await manage.createMember(deps, currentMember(request).id, request.body)),
  });

  app.put('/api/admin/member/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        "Edit a member's name, surname, email and birth date; 409 EmailAlreadyRegistered. A new email retires the open password links and, for an account in use, tells the old and the new address",
      params: AdminIdParams,
      body: UpdateMemberRequest,
      response: { 200: AdminMemberDetail, ...errors },
    },
    handler: async (request) => manage.updateMember(deps, currentMember(request).id, request.params.id, request.body),
  });

  app.post('/api/admin/member/:id/invite', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Send the invitation mail again (a new link); 409 MemberAlreadyActive once they have a password',
      params: AdminIdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await manage.resendInvitation(deps, currentMember(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/admin/member/:id/passwordReset', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Send the member a password-reset mail', params: AdminIdParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await manage.sendPasswordReset(deps, currentMember(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.put('/api/admin/member/:id/promote', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Make a member a platform admin (409 CannotChangeOwnRole, AdminCannotHaveSquadRoles)',
      params: AdminIdParams,
      response: { 200: AdminMemberDetail, ...errors },
    },
    handler: async (request) => manage.setPlatformAdmin(db, currentMember(request).id, request.params.id, true),
  });

  app.put('/api/admin/member/:id/demote', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Make a platform admin a plain member again (409 CannotChangeOwnRole, LastAdmin)',
      params: AdminIdParams,
      response: { 200: AdminMemberDetail, ...errors },
    },
    handler: async (request) => manage.setPlatformAdmin(db, currentMember(request).id, request.params.id, false),
  });

  app.post('/api/admin/member/:id/erase', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Erase a member on request, as their own deletion does, audited with the reason (409 CannotEraseSelf, LastAdmin)',
      params: AdminIdParams,
      body: EraseMemberRequest,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await manage.eraseMember(db, currentMember(request).id, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });
};
