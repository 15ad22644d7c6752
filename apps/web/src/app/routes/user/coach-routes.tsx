import type { RouteObject } from 'react-router';

/** Coach routes of the user area (squad role Coach; each loader checks it and goes home otherwise). */
export const coachRoutes: RouteObject[] = [
  { path: 'studies', lazy: () => import('./studies/studies.tsx') },
  { path: 'studies/:studyId/members', lazy: () => import('./studies/study-members.tsx') },
  { path: 'studies/:id/report', lazy: () => import('./studies/study-report.tsx') },
];
