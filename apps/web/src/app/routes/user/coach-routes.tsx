import type { RouteObject } from 'react-router';
import { studyReportLoader } from './studies/study-report-loader.ts';

/** Coach routes of the user area (squad role Coach; each loader checks it and goes home otherwise). */
export const coachRoutes: RouteObject[] = [
  { path: 'studies', lazy: () => import('./studies/studies.tsx') },
  { path: 'studies/:studyId/members', lazy: () => import('./studies/study-members.tsx') },
  { path: 'studies/:id/report', loader: studyReportLoader, lazy: () => import('./studies/study-report.tsx') },
  { path: 'teams/:studyGroupId/trends', lazy: () => import('./studies/team-trends.tsx') },
  { path: 'support', lazy: () => import('./support/club-support.tsx') },
  { path: 'cases', lazy: () => import('./cases/case-queue.tsx') },
  { path: 'cases/:caseId', lazy: () => import('./cases/case-page.tsx') },
];
