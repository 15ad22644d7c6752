import { AdminIdParams } from '@club-pulse/contracts/admin';
import {
  AdminStudiesPage,
  AdminStudiesQuery,
  AdminStudiesResponse,
  AdminStudy,
  AdminStudyMembersResponse,
} from '@club-pulse/contracts/admin-studies';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import {
  CreateStudyRequest,
  ManagerStudiesResponse,
  ManagerStudy,
  StudyIdParams,
  StudyMembersResponse,
  UpdateStudyRequest,
} from '@club-pulse/contracts/studies';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import type { StudyOwners } from './studies.repository.ts';
import * as studies from './studies.service.ts';

const tags = ['studies'];

/**
 * Studies of a study group or club, one study, and a study's members (admin), and cancelling a study. `owners`: the
 * evaluations and the squads, from their owners (app.ts).
 */
export const adminRoutes =
  (owners: StudyOwners): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    const errors = ADMIN_ERRORS;

    app.get('/api/admin/study/bystudygroup/:id', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A study group's studies with respondent counts",
        params: AdminIdParams,
        response: { 200: AdminStudiesResponse, ...errors },
      },
      handler: async (request) => studies.studiesOfGroup(db, owners, request.params.id),
    });

    app.get('/api/admin/study/byclub/:id', {
      config: { access: 'admin' },
      schema: { tags, summary: "A club's studies (404 ClubNotExists)", params: AdminIdParams, response: { 200: AdminStudiesResponse, ...errors } },
      handler: async (request) => studies.studiesOfClub(db, owners, request.params.id),
    });

    app.get('/api/admin/study/page', {
      config: { access: 'admin', sessionCheck: 'alongside' },
      schema: {
        tags,
        summary: 'One page of the studies list with its total: search (beginning of the description), filters (state, club, study group, quiz), sort',
        querystring: AdminStudiesQuery,
        response: { 200: AdminStudiesPage, ...errors },
      },
      handler: async (request) => studies.listStudiesPage(db, owners, request.query),
    });

    app.get('/api/admin/study/:id', {
      config: { access: 'admin' },
      schema: { tags, summary: 'One study', params: AdminIdParams, response: { 200: AdminStudy, ...errors } },
      handler: async (request) => studies.getStudyForAdmin(db, owners, request.params.id),
    });

    app.get('/api/admin/squadMember/bystudy/:id', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A study's invited members with their evaluation state",
        params: AdminIdParams,
        response: { 200: AdminStudyMembersResponse, ...errors },
      },
      handler: async (request) => studies.studyMembersForAdmin(db, owners, request.params.id),
    });

    app.put('/api/admin/study/:id/cancel', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Cancel a study that has not ended: final; its unfinished evaluations are cancelled, finished reports kept (409 StudyTransitionNotAllowed otherwise)',
        params: AdminIdParams,
        response: { 200: AdminStudy, ...errors, 409: ErrorResponse },
      },
      handler: async (request) => studies.cancelStudy(db, owners, currentMember(request).id, request.params.id),
    });
  };

/**
 * The coach's studies: only a coach of the study's club reaches a study (others 403, an unknown study 404),
 * as each route's permission says. No response carries an answer, an item or one person's key-term score.
 * `owners`: the evaluations and the squads, from their owners (app.ts).
 */
export const userRoutes =
  (owners: StudyOwners): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    const errors = USER_ERRORS;

    app.get('/api/manager/study/all', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'coachAnyClub', null),
      schema: { tags, summary: "Every study of the caller's clubs (Coach only)", response: { 200: ManagerStudiesResponse, ...errors } },
      handler: async (request) => studies.studiesOfCoach(db, owners, currentMember(request).id),
    });

    app.get('/api/manager/study/:id', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: { tags, summary: 'One study of the caller’s clubs', params: StudyIdParams, response: { 200: ManagerStudy, ...errors } },
      handler: async (request) => studies.getStudyForCoach(db, owners, currentMember(request).id, request.params.id),
    });

    app.post('/api/manager/study', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudyGroup', request.body.studyGroupId, { field: 'studyGroupId' }),
      schema: {
        tags,
        summary: 'Create a study for an active study group; every current member of the group gets an evaluation',
        body: CreateStudyRequest,
        response: { 201: ManagerStudy, ...errors, 409: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await studies.createStudyOfCoach(deps, owners, currentMember(request).id, request.body)),
    });

    app.post('/api/manager/study/Update', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.body.id),
      schema: {
        tags,
        summary: 'Edit the description and dates of an open or in-progress study (id in the body)',
        body: UpdateStudyRequest,
        response: { 200: ManagerStudy, ...errors, 409: ErrorResponse },
      },
      handler: async (request) => studies.updateStudy(db, owners, currentMember(request).id, request.body),
    });

    app.put('/api/manager/study/:id/close', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: 'Close an open or in-progress study (409 StudyTransitionNotAllowed otherwise)',
        params: StudyIdParams,
        response: { 200: ManagerStudy, ...errors, 409: ErrorResponse },
      },
      handler: async (request) => studies.closeStudy(db, owners, currentMember(request).id, request.params.id),
    });

    app.put('/api/manager/study/:id/reopen', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: 'Reopen a closed study whose due date is still ahead (409 StudyTransitionNotAllowed otherwise)',
        params: StudyIdParams,
        response: { 200: ManagerStudy, ...errors, 409: ErrorResponse },
      },
      handler: async (request) => studies.reopenStudy(db, owners, currentMember(request).id, request.params.id),
    });

    app.get('/api/manager/squadMember/bystudy/:id', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: 'Who was invited to a study and whether they answered (never their answers)',
        params: StudyIdParams,
        response: { 200: StudyMembersResponse, ...errors },
      },
      handler: async (request) => studies.studyMembersForCoach(db, owners, request.params.id),
    });
  };
