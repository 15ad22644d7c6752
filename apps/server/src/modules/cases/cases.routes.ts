import { CaseActRequest, CaseDetail, CaseIdParams, CaseListResponse, CaseStatsResponse } from '@club-pulse/contracts/cases';
import { StudyIdParams } from '@club-pulse/contracts/studies';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import type { Clock } from '../reminders/index.ts';
import * as cases from './cases.service.ts';

const tags = ['cases'];

/**
 * The coaches' follow-up cases: a coach of the case's club only (another club's coach 403, a player 403, an
 * unknown case 404); admins are not users and never read a note. Every act is audited.
 */
export const userRoutes =
  (clock: Clock): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    const errors = USER_ERRORS;

    app.get('/api/manager/cases', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'coachAnyClub', null),
      schema: {
        tags,
        summary: "The coach's queue: open cases of every club they coach, critical first, then the oldest result",
        response: { 200: CaseListResponse, ...errors },
      },
      handler: async (request) => cases.queueOf(db, currentMember(request).id),
    });

    app.get('/api/manager/study/:id/cases', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: 'Every follow-up case of the study (its high and critical results), open or closed',
        params: StudyIdParams,
        response: { 200: CaseListResponse, ...errors },
      },
      handler: async (request) => cases.casesOfStudy(db, request.params.id),
    });

    app.get('/api/manager/case/:caseId', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageCase', request.params.caseId),
      schema: {
        tags,
        summary: 'One case: owner, note, next step, referral, history, and whom it may go to (never an answer or a key-term score)',
        params: CaseIdParams,
        response: { 200: CaseDetail, ...errors },
      },
      handler: async (request) => cases.caseDetail(db, request.params.caseId),
    });

    app.post('/api/manager/case/:caseId/act', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageCase', request.params.caseId),
      schema: {
        tags,
        summary: 'One act on a case (take, assign, note, next step, refer, close, reopen): kept in its history and audited',
        params: CaseIdParams,
        body: CaseActRequest,
        response: { 200: CaseDetail, ...errors },
      },
      handler: async (request) => cases.act(db, currentMember(request).id, request.params.caseId, request.body, clock.now()),
    });
  };

export const adminRoutes =
  (clock: Clock): ModulePlugin =>
  async (app, { deps }) => {
    app.get('/api/admin/cases/stats', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Per club: open cases, median hours to the first act, open cases past the escalation delay (numbers only)',
        response: { 200: CaseStatsResponse, ...ADMIN_ERRORS },
      },
      handler: async () => cases.statsByClub(deps.db, clock.now()),
    });
  };
