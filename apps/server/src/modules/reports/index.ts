import type { ModuleRoutes } from '../../lib/deps.ts';
import { adminExportRoutes, userExportRoutes } from './report-export.routes.ts';
import { adminRoutes, userRoutes } from './reports.routes.ts';

export { getGroupReport } from './group-report.service.ts';
export { reportFigures } from './individual-report.service.ts';
export { createPdfRenderer, type PdfRenderer } from './pdf-renderer.ts';

/**
 * Reports: a study's group report (its releases in steps, its gates), an evaluation's personal report, and
 * both as files (PDF, CSV) made from the same objects.
 */
export const reportsModule: ModuleRoutes = {
  adminRoutes: async (app, opts) => {
    await adminRoutes(app, opts);
    await adminExportRoutes(app, opts);
  },
  userRoutes: async (app, opts) => {
    await userRoutes(app, opts);
    await userExportRoutes(app, opts);
  },
};
