import { AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminClub, AdminClubsResponse, ClubCoachesResponse, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import * as clubs from './clubs.service.ts';
import { admin, errors, tags } from './routes-common.ts';

/** Clubs (spec §2 clubs, §7): list, one, create, edit; and the club's coaches. */
const clubRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/club', {
    config: admin,
    schema: { tags, summary: 'Every club with its account, manager and counts', response: { 200: AdminClubsResponse, ...errors } },
    handler: async () => clubs.listClubs(db),
  });

  app.get('/api/admin/club/:id', {
    config: admin,
    schema: { tags, summary: 'One club (404 ClubNotExists)', params: AdminIdParams, response: { 200: AdminClub, ...errors } },
    handler: async (request) => clubs.getClub(db, request.params.id),
  });

  app.post('/api/admin/club', {
    config: admin,
    schema: {
      tags,
      summary: 'Create a club (ClubNameExists, ClubCodeExists, ClubCodeTooLong, ValidationError)',
      body: SaveClubRequest,
      response: { 201: AdminClub, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await clubs.createClub(db, request.body)),
  });

  app.put('/api/admin/club/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit a club (ClubNotExists, ClubNameExists, ClubCodeExists, ClubCodeTooLong, ValidationError)',
      params: AdminIdParams,
      body: SaveClubRequest,
      response: { 200: AdminClub, ...errors },
    },
    handler: async (request) => clubs.updateClub(db, request.params.id, request.body),
  });

  app.get('/api/admin/coach/ByClub/:clubId', {
    config: admin,
    schema: {
      tags,
      summary: 'The coaches of a club (404 ClubNotExists)',
      params: z.object({ clubId: AdminIdParams.shape.id }),
      response: { 200: ClubCoachesResponse, ...errors },
    },
    handler: async (request) => clubs.clubCoaches(db, request.params.clubId),
  });
};
export default clubRoutes;
