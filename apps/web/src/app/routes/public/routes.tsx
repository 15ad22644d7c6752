import type { RouteObject } from 'react-router';

/** Public routes under the public layout (no login). */
export const publicRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./login.tsx') },
  { path: 'register', lazy: () => import('./register.tsx') },
  { path: 'forgot-password', lazy: () => import('./forgot-password.tsx') },
  { path: 'reset-password', lazy: () => import('./reset-password.tsx') },
  { path: 'usageTerms', lazy: () => import('./usage-terms.tsx') },
  { path: 'privacyPolicy', lazy: () => import('./privacy-policy.tsx') },
  { path: 'notfound', lazy: () => import('./not-found.tsx') },
];

/** Routes of the compliance area (role User), rendered in the public layout. */
export const complianceRoutes: RouteObject[] = [{ path: 'termsHasChanged', lazy: () => import('./terms-has-changed.tsx') }];
