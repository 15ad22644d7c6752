import { AdminAuditFilters, AdminAuditPage, AdminAuditQuery } from '@club-pulse/contracts/admin-audit';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS as errors } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as audit from './audit.service.ts';
import type { AuditOwners } from './subject-names.ts';

const tags = ['audit'];

/**
 * The audit trail for platform admins: one page at a time, or the filtered rows as CSV. `owners`: the current
 * names of the subjects whose rows stored none, and the members (subject-names.ts), handed over by app.ts.
 */
export const adminRoutes =
  (owners: AuditOwners): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get('/api/admin/audit/page', {
      config: { access: 'admin', sessionCheck: 'alongside' },
      schema: {
        tags,
        summary: 'One page of the audit trail, newest first, with its total: filter by actor, action, subject and days',
        querystring: AdminAuditQuery,
        response: { 200: AdminAuditPage, ...errors },
      },
      handler: async (request) => audit.listAuditPage(db, owners, request.query),
    });

    app.get('/api/admin/audit/export.csv', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The filtered audit trail as CSV (header row, newest first, formula-safe cells); the export is audited',
        querystring: AdminAuditFilters,
        response: { 200: z.string(), ...errors },
      },
      handler: async (request, reply) => {
        const csv = await audit.exportAuditCsv(db, owners, currentMember(request).id, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="club-pulse-audit-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    });
  };
