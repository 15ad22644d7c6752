import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminExportRoutes, type PlayerSupportOf, userExportRoutes } from './report-export.routes.ts';
import { adminRoutes, userRoutes } from './reports.routes.ts';

export { getGroupReport } from './group-report.service.ts';
export { reportFigures } from './individual-report.service.ts';
export { createPdfRenderer, type PdfRenderer } from './pdf-renderer.ts';

export type { PlayerSupportOf } from './report-export.routes.ts';

/**
 * Reports: a study's group report (its releases in steps, its gates), an evaluation's personal report, and
 * both as files (PDF, CSV) made from the same objects. The personal PDF's "Where to get help" is the support
 * module's answer (`playerSupport`), above this one: app.ts hands it over.
 */
export const reportsModule = ({ playerSupport }: { playerSupport: PlayerSupportOf }): ModuleRoutes => ({
  adminRoutes: async (app, opts) => {
    await adminRoutes(app, opts);
    await adminExportRoutes(app, opts);
  },
  userRoutes: async (app, opts) => {
    await userRoutes(app, opts);
    await userExportRoutes(playerSupport)(app, opts);
  },
});
