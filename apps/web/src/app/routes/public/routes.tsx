import type { RouteObject } from 'react-router';

/** Public routes under the public layout (no login). */
export const publicRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./login.tsx') },
  { path: 'register', lazy: () => import('./register.tsx') },
  // How to join without a study link: "Register" on the sign-in page leads here.
  { path: 'join', lazy: () => import('./join.tsx') },
  { path: 'forgot-password', lazy: () => import('./forgot-password.tsx') },
  { path: 'reset-password', lazy: () => import('./reset-password.tsx') },
  { path: 'usageTerms', lazy: () => import('./usage-terms.tsx') },
  { path: 'privacyPolicy', lazy: () => import('./privacy-policy.tsx') },
  { path: 'help', lazy: () => import('./help.tsx') },
  { path: 'notfound', lazy: () => import('./not-found.tsx') },
  // First-run setup: only while the installation has no admin (its loader asks the server).
  { path: 'setup', lazy: () => import('./setup.tsx') },
];

/** Routes of the compliance area (role User), rendered in the public layout. */
export const complianceRoutes: RouteObject[] = [{ path: 'termsHasChanged', lazy: () => import('./terms-has-changed.tsx') }];
