import { AdminIdParams } from '@club-pulse/contracts/admin';
import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { EvaluationIdParams } from '@club-pulse/contracts/evaluations';
import { GroupReportExportQuery, IndividualReportExportQuery } from '@club-pulse/contracts/report-exports';
import type { GroupReport } from '@club-pulse/contracts/reports';
import type { PlayerSupport } from '@club-pulse/contracts/support';
import { StudyIdParams } from '@club-pulse/contracts/studies';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps, ModulePlugin } from '../../lib/deps.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { ADMIN_ERRORS, USER_ERRORS } from '../../lib/routes.ts';
import { type AuthMember, currentMember } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { authorize, groupReportReader } from '../policies/index.ts';
import { timeZoneOfEvaluation, timeZoneOfStudy } from './club-time-zone.repository.ts';
import { getGroupReport } from './group-report.service.ts';
import { getIndividualReport } from './individual-report.service.ts';
import { type ExportFile, groupReportCsv } from './report-export.service.ts';

const tags = ['reports'];

/** Sends a file as a download; never cached, since it holds health data. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The group report as the asked format, dated in the club's time zone. A PDF counts against the member's limit (429
 * past it) and is drawn in a PDF thread, so that exports never hold up the other requests; a CSV is a few lines of text.
 */
async function groupReportFile(deps: AppDeps, memberId: number, report: GroupReport, query: GroupReportExportQuery, lang: Language) {
  const now = new Date();
  const timeZone = await timeZoneOfStudy(deps.db, report.study.id);
  if (query.format === 'csv') return groupReportCsv(report, lang, now, timeZone, query.table);
  await hitLimit(deps.rateLimiter, 'pdfExportsPerMember', memberId);
  return deps.pdf.render({ kind: 'groupReport', report, lang, now, timeZone });
}

/**
 * A study's group report exported by an admin or a coach: the report's own access check (groupReportReader: a
 * coach of the study's club, else 403; an unknown study 404), the file in the asked format, and the audit row.
 */
async function exportGroupReport(deps: AppDeps, member: AuthMember, studyId: number, query: GroupReportExportQuery) {
  const lang = preferredLanguage(query.lang, member.language);
  const report = await getGroupReport(deps.db, studyId, lang, groupReportReader(member));
  const file = await groupReportFile(deps, member.id, report, query, lang);
  await recordAudit(deps.db, member.id, `study.report.export.${query.format}`, `study:${studyId}`);
  return file;
}

/** 200: the file; the schema documents it for the OpenAPI document (a Buffer is sent as it is, never serialised). */
const FILE = z.string().meta({ description: 'The file (PDF or CSV), as an attachment', format: 'binary' });

/** The admin downloads a study's group report, with the coach's rules; audited like every export. */
export const adminExportRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/admin/study/:id/report/export', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A study's group report as a PDF or CSV file (what the screen shows, dated; each export is audited; PDFs limited per member, 429)",
      params: AdminIdParams,
      querystring: GroupReportExportQuery,
      response: { 200: FILE, ...ADMIN_ERRORS, 429: ErrorResponse },
    },
    handler: async (request, reply) => sendFile(reply, await exportGroupReport(deps, currentMember(request), request.params.id, request.query)),
  });
};

/**
 * What the player of an evaluation can do now (the support module's `playerSupport`: the club's contacts and the
 * helplines "Get support" shows them): the support module is above this one, so app.ts hands it over.
 */
export type PlayerSupportOf = (db: Db, ownerId: number, evaluationId: number, lang: Language) => Promise<PlayerSupport>;

/** The coach downloads their club's group report; a member downloads their own personal report. Audited. */
export const userExportRoutes =
  (playerSupport: PlayerSupportOf): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    app.get('/api/manager/study/:id/report/export', {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The study's group report as a PDF or CSV file: what the screen shows, with every privacy gate, dated (audited)",
        params: StudyIdParams,
        querystring: GroupReportExportQuery,
        response: { 200: FILE, ...USER_ERRORS, 429: ErrorResponse },
      },
      handler: async (request, reply) => sendFile(reply, await exportGroupReport(deps, currentMember(request), request.params.id, request.query)),
    });

    app.get('/api/evaluation/:id/report/export', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'readEvaluation', request.params.id),
      schema: {
        tags,
        summary: 'The personal report of an own finished evaluation as a PDF file (404 while unfinished or for anyone else)',
        params: EvaluationIdParams,
        querystring: IndividualReportExportQuery,
        response: { 200: FILE, ...USER_ERRORS, 429: ErrorResponse },
      },
      handler: async (request, reply) => {
        const member = currentMember(request);
        const lang = preferredLanguage(request.query.lang, member.language);
        const report = await getIndividualReport(db, request.params.id, lang);
        await hitLimit(deps.rateLimiter, 'pdfExportsPerMember', member.id);
        const timeZone = await timeZoneOfEvaluation(db, request.params.id);
        // Where to get help, as the player's "Get support" page shows it: the file cannot link to that page.
        const support = await playerSupport(db, member.id, request.params.id, lang);
        const file = await deps.pdf.render({ kind: 'individualReport', report, support, lang, now: new Date(), timeZone });
        await recordAudit(db, member.id, 'evaluation.report.export.pdf', `evaluation:${request.params.id}`);
        return sendFile(reply, file);
      },
    });
  };
