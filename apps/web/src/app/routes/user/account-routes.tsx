import type { RouteObject } from 'react-router';

/** The member's own account: name, language, password, their data (download, delete). Any User. */
export const accountRoutes: RouteObject[] = [
  { path: 'account', lazy: () => import('./account.tsx') },
  // "Get support": the member's clubs' contacts and helplines, whatever their roles and results.
  { path: 'get-support', lazy: () => import('./support/get-support.tsx') },
];
