import { ErrorResponse } from '@club-pulse/contracts/errors';
import { ManagerStudy, StudyIdParams } from '@club-pulse/contracts/studies';
import { DuplicateStudyRequest, InviteToStudyRequest, InviteToStudyResponse, StudyPosterQuery } from '@club-pulse/contracts/study-sharing';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import type { StudyOwners } from './studies.repository.ts';
import * as sharing from './study-sharing.service.ts';

const tags = ['studies'];

/**
 * Sharing a study, for a coach of the study's club (others 403, an unknown study 404): the A4 QR poster,
 * invitations by mail, and a copy with new dates. A closed, finished or cancelled study is not shared (409). `owners`:
 * the evaluations and the squads, from their owners (app.ts).
 */
export const userRoutes =
  (owners: StudyOwners): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    const errors = { ...USER_ERRORS, 409: ErrorResponse };

    app.get('/api/manager/study/:id/poster', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: "The study's printable A4 poster (PDF): its QR code, club, team and three steps to join, in a chosen language",
        params: StudyIdParams,
        querystring: StudyPosterQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF file'), ...errors, 429: ErrorResponse },
      },
      handler: async (request, reply) => {
        const { pdf, fileName } = await sharing.studyPoster(deps, owners, currentMember(request).id, request.params.id, request.query.language);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    });

    app.post('/api/manager/study/:id/invite', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: "Mail the study's link to a list of addresses (none sent while any is invalid; rate-limited; audited by count)",
        params: StudyIdParams,
        body: InviteToStudyRequest,
        response: { 200: InviteToStudyResponse, ...errors, 429: ErrorResponse },
      },
      handler: async (request) => sharing.inviteToStudy(deps, owners, currentMember(request).id, request.params.id, request.body),
    });

    app.post('/api/manager/study/:id/duplicate', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: 'A new study of the same group and quiz with new dates and its own link (checked as a new study)',
        params: StudyIdParams,
        body: DuplicateStudyRequest,
        response: { 201: ManagerStudy, ...errors, 429: ErrorResponse },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await sharing.duplicateStudy(deps, owners, currentMember(request).id, request.params.id, request.body)),
    });
  };
