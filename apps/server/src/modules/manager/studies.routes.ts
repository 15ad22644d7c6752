import { LANGUAGES } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { AvailableQuizzesQuery, AvailableQuizzesResponse, MyClubsResponse } from '@club-pulse/contracts/manager';
import { GroupReport } from '@club-pulse/contracts/reports';
import {
  CreateStudyRequest,
  ManagerStudiesResponse,
  ManagerStudy,
  StudyIdParams,
  StudyMembersResponse,
  UpdateStudyRequest,
} from '@club-pulse/contracts/studies';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { getGroupReport } from './group-report.service.ts';
import * as studies from './studies.service.ts';

const tags = ['manager'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 451: ErrorResponse };
const ReportQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/**
 * The coach's calls (spec §7, DESIGN §5): only a Coach of the study's club reaches a study (others 403,
 * an unknown study 404). No response carries an answer, an item or one person's key-term score.
 */
const managerStudyRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/manager/study/all', {
    config: { access: 'user' },
    schema: { tags, summary: "Every study of the caller's clubs (Coach only)", response: { 200: ManagerStudiesResponse, ...errors } },
    handler: async (request) => studies.listStudies(db, currentMember(request)),
  });

  app.get('/api/manager/club/myClubs', {
    config: { access: 'user' },
    schema: { tags, summary: 'The clubs where the caller is Coach, with their study groups', response: { 200: MyClubsResponse, ...errors } },
    handler: async (request) => studies.myClubs(db, currentMember(request)),
  });

  app.get('/api/manager/quiz/available', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Enabled quizzes matching a study group's category (for a new study)",
      querystring: AvailableQuizzesQuery,
      response: { 200: AvailableQuizzesResponse, ...errors },
    },
    handler: async (request) => studies.availableQuizzes(db, currentMember(request), request.query.studyGroupId),
  });

  app.get('/api/manager/study/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One study of the caller’s clubs', params: StudyIdParams, response: { 200: ManagerStudy, ...errors } },
    handler: async (request) => studies.getStudy(db, currentMember(request), request.params.id),
  });

  app.post('/api/manager/study', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Create a study for an active study group; every current member of the group gets an evaluation',
      body: CreateStudyRequest,
      response: { 201: ManagerStudy, ...errors, 409: ErrorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await studies.createStudy(db, currentMember(request), request.body)),
  });

  app.post('/api/manager/study/Update', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Edit the description and dates of an open or in-progress study (id in the body)',
      body: UpdateStudyRequest,
      response: { 200: ManagerStudy, ...errors, 409: ErrorResponse },
    },
    handler: async (request) => studies.updateStudy(db, currentMember(request), request.body),
  });

  app.put('/api/manager/study/:id/close', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Close an open or in-progress study (409 StudyTransitionNotAllowed otherwise)',
      params: StudyIdParams,
      response: { 200: ManagerStudy, ...errors, 409: ErrorResponse },
    },
    handler: async (request) => studies.closeStudy(db, currentMember(request), request.params.id),
  });

  app.put('/api/manager/study/:id/reopen', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Reopen a closed study whose due date is still ahead (409 StudyTransitionNotAllowed otherwise)',
      params: StudyIdParams,
      response: { 200: ManagerStudy, ...errors, 409: ErrorResponse },
    },
    handler: async (request) => studies.reopenStudy(db, currentMember(request), request.params.id),
  });

  app.get('/api/manager/squadMember/bystudy/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Who was invited to a study and whether they answered (never their answers)',
      params: StudyIdParams,
      response: { 200: StudyMembersResponse, ...errors },
    },
    handler: async (request) => studies.studyMembers(db, currentMember(request), request.params.id),
  });

  app.get('/api/manager/study/:id/report', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The group report of a study: players by result, counts, respondents, key-term summary (when more than 5 players finished)',
      params: StudyIdParams,
      querystring: ReportQuery,
      response: { 200: GroupReport, ...errors },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const lang = request.query.lang ?? ((LANGUAGES as readonly string[]).includes(member.language) ? (member.language as (typeof LANGUAGES)[number]) : undefined);
      // The access check (404 / 403, the rule of requireCoachOfStudy) runs inside, with the report's queries.
      return getGroupReport(db, request.params.id, lang, member.role === 'AppAdmin' ? 'unchecked' : { memberId: member.id });
    },
  });
};
export default managerStudyRoutes;
