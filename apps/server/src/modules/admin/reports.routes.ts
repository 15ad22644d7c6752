import { AdminIdParams } from '@club-pulse/contracts/admin';
import { GroupReport, IndividualReport, ReportHelp } from '@club-pulse/contracts/reports';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { getIndividualReport, getReportHelp } from '../evaluations/individual-report.service.ts';
import { getGroupReport } from '../manager/group-report.service.ts';
import { recordAudit } from './audit.ts';
import { admin, errors, LangQuery, languageOf, tags } from './routes-common.ts';

/**
 * The reports an admin reads: a study's group report (same content and rules as the coach's) and an
 * evaluation's individual report with its help. Every read of an individual report is audited (DESIGN §2).
 */
const reportRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/study/:id/report', {
    config: admin,
    schema: { tags, summary: 'The group report of a study', params: AdminIdParams, querystring: LangQuery, response: { 200: GroupReport, ...errors } },
    handler: async (request) => getGroupReport(db, request.params.id, languageOf(currentMember(request), request.query.lang)),
  });

  app.get('/api/admin/evaluation/:id/report', {
    config: admin,
    schema: {
      tags,
      summary: 'The individual report of a finished evaluation (each read is audited)',
      params: AdminIdParams,
      querystring: LangQuery,
      response: { 200: IndividualReport, ...errors },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const report = await getIndividualReport(db, request.params.id, languageOf(member, request.query.lang));
      await recordAudit(db, member.id, 'evaluation.report.read', `evaluation:${request.params.id}`);
      return report;
    },
  });

  app.get('/api/admin/evaluation/:id/help', {
    config: admin,
    schema: { tags, summary: 'What the key terms of an evaluation mean', params: AdminIdParams, querystring: LangQuery, response: { 200: ReportHelp, ...errors } },
    handler: async (request) => getReportHelp(db, request.params.id, languageOf(currentMember(request), request.query.lang)),
  });
};
export default reportRoutes;
