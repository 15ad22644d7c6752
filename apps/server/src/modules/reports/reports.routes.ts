import { AdminIdParams } from '@club-pulse/contracts/admin';
import { preferredLanguage } from '@club-pulse/contracts/constants';
import { EvaluationIdParams, LanguageQuery } from '@club-pulse/contracts/evaluations';
import { AdminIndividualReport, GroupReport, IndividualReport, ReportHelp } from '@club-pulse/contracts/reports';
import { StudyIdParams } from '@club-pulse/contracts/studies';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { claimedMemberId, currentMember, sessionChecked } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { authorize, groupReportReader } from '../policies/index.ts';
import { getGroupReport } from './group-report.service.ts';
import { getAdminIndividualReport, getIndividualReport, getReportHelp } from './individual-report.service.ts';

const tags = ['reports'];

/**
 * The reports an admin reads: a study's group report (the coach's, with the same rules) and an evaluation's
 * individual report with its help. Every read of an individual report is audited (docs/design.md#domain).
 */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const errors = ADMIN_ERRORS;

  app.get('/api/admin/study/:id/report', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The group report of a study',
      params: AdminIdParams,
      querystring: LanguageQuery,
      response: { 200: GroupReport, ...errors },
    },
    handler: async (request) => {
      const admin = currentMember(request);
      return getGroupReport(db, request.params.id, preferredLanguage(request.query.lang, admin.language), groupReportReader(admin));
    },
  });

  app.get('/api/admin/evaluation/:id/report', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The individual report of a finished evaluation, with whose it is (each read is audited)',
      params: AdminIdParams,
      querystring: LanguageQuery,
      response: { 200: AdminIndividualReport, ...errors },
    },
    handler: async (request) => {
      const admin = currentMember(request);
      const report = await getAdminIndividualReport(db, request.params.id, preferredLanguage(request.query.lang, admin.language));
      await recordAudit(db, admin.id, 'evaluation.report.read', `evaluation:${request.params.id}`);
      return report;
    },
  });

  app.get('/api/admin/evaluation/:id/help', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'What the key terms of an evaluation mean',
      params: AdminIdParams,
      querystring: LanguageQuery,
      response: { 200: ReportHelp, ...errors },
    },
    handler: async (request) => getReportHelp(db, request.params.id, preferredLanguage(request.query.lang, currentMember(request).language)),
  });
};

/**
 * The coach's group report, and a member's own personal report with its help. A coach's calls never carry
 * an answer, an item or one person's key-term score.
 */
export const userRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const errors = USER_ERRORS;

  app.get('/api/manager/study/:id/report', {
    // The report's four queries start beside the session check (plugins/auth.ts): the web always names the
    // language, so they need nothing of the member's row but the token's id; the answer waits for the check.
    config: { access: 'user', sessionCheck: 'alongside' },
    schema: {
      tags,
      summary: 'The group report of a study: players by result, counts, respondents, key-term summary (when more than 5 players finished)',
      params: StudyIdParams,
      querystring: LanguageQuery,
      response: { 200: GroupReport, ...errors },
    },
    handler: async (request) => {
      const lang = request.query.lang ?? (await sessionChecked(request)).language;
      // Permission: a coach of the study's club (403; an unknown study 404), checked by the report's own
      // queries (mayReadGroupReportSql, for the token's member: a user, or the check refuses), so that it costs
      // no query of its own. A release of fresh figures (a write) waits for the session check.
      return getGroupReport(db, request.params.id, preferredLanguage(lang), { memberId: claimedMemberId(request) }, () => sessionChecked(request));
    },
  });

  app.get('/api/evaluation/:id/report', {
    config: { access: 'user' },
    preHandler: async (request) => authorize(db, currentMember(request), 'readEvaluation', request.params.id),
    schema: {
      tags,
      summary: 'The personal report of an own finished evaluation (404 while unfinished or for anyone else)',
      params: EvaluationIdParams,
      querystring: LanguageQuery,
      response: { 200: IndividualReport, ...errors },
    },
    handler: async (request) => getIndividualReport(db, request.params.id, preferredLanguage(request.query.lang, currentMember(request).language)),
  });

  app.get('/api/evaluation/:id/help', {
    config: { access: 'user' },
    preHandler: async (request) => authorize(db, currentMember(request), 'readEvaluation', request.params.id),
    schema: {
      tags,
      summary: "What the key terms of an own evaluation's report mean",
      params: EvaluationIdParams,
      querystring: LanguageQuery,
      response: { 200: ReportHelp, ...errors },
    },
    handler: async (request) => getReportHelp(db, request.params.id, preferredLanguage(request.query.lang, currentMember(request).language)),
  });
};
