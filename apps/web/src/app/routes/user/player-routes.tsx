import type { RouteObject } from 'react-router';
import { continueLoader } from './evaluations/continue-loader.ts';

/** Player routes of the user area (squad roles Player and Coach: coaches answer too, DESIGN §5). */
export const playerRoutes: RouteObject[] = [
  { path: 'evaluations/pending', lazy: () => import('./evaluations/pending.tsx') },
  { path: 'evaluations/finished', lazy: () => import('./evaluations/finished.tsx') },
  { path: 'evaluations/:id/continue', loader: continueLoader, lazy: () => import('./evaluations/continue.tsx') },
  { path: 'evaluations/:id/end', lazy: () => import('./evaluations/end.tsx') },
  { path: 'evaluations/:id/report', lazy: () => import('./evaluations/report.tsx') },
];
