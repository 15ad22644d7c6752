import { AdminIdParams } from '@club-pulse/contracts/admin';
import { EvaluationIdParams, LanguageQuery } from '@club-pulse/contracts/evaluations';
import {
  ClubIdParams,
  ClubSupport,
  CountryHelplines,
  HelplinesQuery,
  HelplinesResponse,
  MySupport,
  MySupportQuery,
  PlayerSupport,
  SaveHelplineRequest,
  SaveSupportContactRequest,
  SetClubCountryRequest,
  SupportContactParams,
} from '@club-pulse/contracts/support';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import * as support from './support.service.ts';

const tags = ['support'];

/**
 * A club's support contacts and country, the same five routes for the admin (under /api/admin) and for the club's
 * coaches (under /api/manager, rule `manageClub`).
 */
function clubSupportRoutes(
  app: FastifyInstance,
  db: Db,
  opts: {
    prefix: string;
    access: 'admin' | 'user';
    errors: object;
    check: (request: FastifyRequest<{ Params: { clubId: number } }>) => Promise<void>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${opts.prefix}/club/:clubId/support`;
  const config = { access: opts.access };
  const preHandler = opts.check as never;
  r.get(base, {
    config,
    preHandler,
    schema: { tags, summary: "A club's support contacts and country", params: ClubIdParams, response: { 200: ClubSupport, ...opts.errors } },
    handler: async (request) => support.clubSupport(db, request.params.clubId),
  });
  r.put(`${base}/country`, {
    config,
    preHandler,
    schema: {
      tags,
      summary: "The club's country: which helplines its players see",
      params: ClubIdParams,
      body: SetClubCountryRequest,
      response: { 200: ClubSupport, ...opts.errors },
    },
    handler: async (request) => support.setClubCountry(db, currentMember(request).id, request.params.clubId, request.body.country),
  });
  r.post(`${base}/contacts`, {
    config,
    preHandler,
    schema: {
      tags,
      summary: 'Add a support contact (audited)',
      params: ClubIdParams,
      body: SaveSupportContactRequest,
      response: { 201: ClubSupport, ...opts.errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await support.addContact(db, currentMember(request).id, request.params.clubId, request.body)),
  });
  r.put(`${base}/contacts/:contactId`, {
    config,
    preHandler,
    schema: {
      tags,
      summary: 'Change a support contact (audited)',
      params: SupportContactParams,
      body: SaveSupportContactRequest,
      response: { 200: ClubSupport, ...opts.errors },
    },
    handler: async (request) => support.saveContact(db, currentMember(request).id, request.params.clubId, request.params.contactId, request.body),
  });
  r.delete(`${base}/contacts/:contactId`, {
    config,
    preHandler,
    schema: { tags, summary: 'Remove a support contact (audited)', params: SupportContactParams, response: { 200: ClubSupport, ...opts.errors } },
    handler: async (request) => support.removeContact(db, currentMember(request).id, request.params.clubId, request.params.contactId),
  });
}

/** Helplines (the admin confirms the shipped defaults, edits and adds) and every club's support. */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const errors = ADMIN_ERRORS;

  app.get('/api/admin/helpline', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Every helpline, confirmed or not, with who confirmed it', response: { 200: HelplinesResponse, ...errors } },
    handler: async () => support.helplinesForAdmin(db),
  });
  app.post('/api/admin/helpline', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Add a helpline (audited)', body: SaveHelplineRequest, response: { 201: HelplinesResponse, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await support.createHelpline(db, currentMember(request).id, request.body)),
  });
  app.put('/api/admin/helpline/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Edit a helpline; `confirmed` records who checked it and when (audited)',
      params: AdminIdParams,
      body: SaveHelplineRequest,
      response: { 200: HelplinesResponse, ...errors },
    },
    handler: async (request) => support.updateHelpline(db, currentMember(request).id, request.params.id, request.body),
  });
  app.put('/api/admin/helpline/:id/confirm', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Record that the admin checked the helpline today, with their name (audited); nothing else changes',
      params: AdminIdParams,
      response: { 200: HelplinesResponse, ...errors },
    },
    handler: async (request) => support.confirmHelpline(db, currentMember(request).id, request.params.id),
  });

  clubSupportRoutes(app, db, { prefix: '/api/admin', access: 'admin', errors, check: async () => {} });
};

/** The club's coaches keep its support; a player reads what they can do now for one of their own evaluations. */
export const userRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const errors = USER_ERRORS;

  clubSupportRoutes(app, db, {
    prefix: '/api/manager',
    access: 'user',
    errors,
    check: async (request) => authorize(db, currentMember(request), 'manageClub', request.params.clubId),
  });

  app.get('/api/evaluation/:id/support', {
    config: { access: 'user' },
    preHandler: async (request) => authorize(db, currentMember(request), 'readEvaluation', request.params.id),
    schema: {
      tags,
      summary: "What the player can do now: the club's contacts and the helplines in their language (own evaluation only)",
      params: EvaluationIdParams,
      querystring: LanguageQuery,
      response: { 200: PlayerSupport, ...errors },
    },
    handler: async (request) => support.playerSupport(db, currentMember(request).id, request.params.id, request.query.lang),
  });
};

/** "Get support" on the public pages: anyone reads the helplines of a country, in their language. */
export const publicRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  app.get('/api/support/helplines', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The helplines of a country (else the language's) in the reader's language",
      querystring: HelplinesQuery,
      response: { 200: CountryHelplines, 400: ErrorResponse },
    },
    handler: async (request) => support.countryHelplines(db, request.query.country, request.query.lang),
  });
};

/** "Get support" in every signed-in member's menu: their clubs' contacts and helplines, with or without a result. */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  app.get('/api/support/mine', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "The signed-in member's clubs, each with its support contacts and its country's helplines",
      querystring: MySupportQuery,
      response: { 200: MySupport, 400: ErrorResponse, 401: ErrorResponse, 451: ErrorResponse },
    },
    handler: async (request) => support.memberSupport(db, currentMember(request), request.query.lang),
  });
};
