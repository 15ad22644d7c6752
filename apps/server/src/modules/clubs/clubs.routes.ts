import { AdminIdParams } from '@club-pulse/contracts/admin';
import {
  AdminClub,
  AdminClubsPage,
  AdminClubsQuery,
  AdminClubsResponse,
  ClubCoachesResponse,
  SaveClubRequest,
} from '@club-pulse/contracts/admin-clubs';
import { MyClubsResponse } from '@club-pulse/contracts/manager';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import type { ClubCounts, GroupsOfCoach } from './clubs.repository.ts';
import * as clubs from './clubs.service.ts';

const tags = ['clubs'];

/**
 * Clubs (admin): list, one, create, edit; and the club's coaches. `counts`: a club's counts of support contacts, study
 * groups and members, from their owners (app.ts).
 */
export const adminRoutes =
  (counts: ClubCounts): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    const errors = ADMIN_ERRORS;

    app.get('/api/admin/club', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every club with its account, manager and counts', response: { 200: AdminClubsResponse, ...errors } },
      handler: async () => clubs.listClubs(db, counts),
    });

    app.get('/api/admin/club/page', {
      config: { access: 'admin', sessionCheck: 'alongside' },
      schema: {
        tags,
        summary: 'One page of the clubs list with its total: search (beginning of name or code), filters (active, account), sort',
        querystring: AdminClubsQuery,
        response: { 200: AdminClubsPage, ...errors },
      },
      handler: async (request) => clubs.listClubsPage(db, counts, request.query),
    });

    app.get('/api/admin/club/:id', {
      config: { access: 'admin' },
      schema: { tags, summary: 'One club (404 ClubNotExists)', params: AdminIdParams, response: { 200: AdminClub, ...errors } },
      handler: async (request) => clubs.getClub(db, counts, request.params.id),
    });

    app.post('/api/admin/club', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a club (ClubNameExists, ClubCodeExists, ClubCodeTooLong, ValidationError)',
        body: SaveClubRequest,
        response: { 201: AdminClub, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await clubs.createClub(db, counts, currentMember(request).id, request.body)),
    });

    app.put('/api/admin/club/:id', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit a club (ClubNotExists, ClubNameExists, ClubCodeExists, ClubCodeTooLong, ValidationError)',
        params: AdminIdParams,
        body: SaveClubRequest,
        response: { 200: AdminClub, ...errors },
      },
      handler: async (request) => clubs.updateClub(db, counts, currentMember(request).id, request.params.id, request.body),
    });

    app.get('/api/admin/coach/ByClub/:clubId', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The coaches of a club (404 ClubNotExists)',
        params: z.object({ clubId: AdminIdParams.shape.id }),
        response: { 200: ClubCoachesResponse, ...errors },
      },
      handler: async (request) => clubs.clubCoaches(db, request.params.clubId),
    });
  };

/** The coach's clubs, with their study groups (`groupsOfCoach`: the study groups module's, from app.ts). */
export const userRoutes =
  (groupsOfCoach: GroupsOfCoach): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get('/api/manager/club/myClubs', {
      config: { access: 'user' },
      // Permission: a member who coaches at least one club (a player gets 403).
      preHandler: async (request) => authorize(db, currentMember(request), 'coachAnyClub', null),
      schema: { tags, summary: 'The clubs where the caller is Coach, with their study groups', response: { 200: MyClubsResponse, ...USER_ERRORS } },
      handler: async (request) => clubs.clubsOfCoach(db, groupsOfCoach, currentMember(request).id),
    });
  };
