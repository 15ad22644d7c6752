import type { RouteObject } from 'react-router';
import { continueLoader } from './evaluations/continue-loader.ts';

/** Player routes of the user area (squad roles Player and Coach: a study invites the coaches of its group too, docs/design.md#api). */
export const playerRoutes: RouteObject[] = [
  // A study link's landing for a signed-in member: no squad role needed (joining is how one gets it).
  { path: 'invitation', lazy: () => import('./invitation.tsx') },
  { path: 'evaluations/pending', lazy: () => import('./evaluations/pending.tsx') },
  { path: 'evaluations/finished', lazy: () => import('./evaluations/finished.tsx') },
  { path: 'evaluations/:id/continue', loader: continueLoader, lazy: () => import('./evaluations/continue.tsx') },
  { path: 'evaluations/:id/end', lazy: () => import('./evaluations/end.tsx') },
  { path: 'evaluations/:id/report', lazy: () => import('./evaluations/report.tsx') },
];
