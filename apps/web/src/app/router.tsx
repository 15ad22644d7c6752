import { createBrowserRouter } from 'react-router';
import { PublicLayout } from '../components/public-layout.tsx';
import { type AreaHandle, RootLayout } from '../components/root-layout.tsx';
import { requireRole, squadRolesQuery } from '../lib/guards.ts';
import { isNetworkError } from '../lib/connection.ts';
import { queryClient } from '../lib/query-client.ts';
import { onboardFromQuery } from '../features/onboarding/onboard-from-query.ts';
import { requireTwoFactor } from '../features/two-factor/require-two-factor.ts';
import { RouteError } from './route-error.tsx';
import { adminRoutes } from './routes/admin/routes.tsx';
import { complianceRoutes, publicRoutes } from './routes/public/routes.tsx';
import { accountRoutes } from './routes/user/account-routes.tsx';
import { coachRoutes } from './routes/user/coach-routes.tsx';
import { playerRoutes } from './routes/user/player-routes.tsx';

const requireUser = requireRole(['User']);

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      errorElement: <RouteError />,
      children: [
        {
          Component: PublicLayout,
          errorElement: <RouteError standalone />,
          children: [
            {
              // A screen that fails shows its error inside the layout: the header stays (see RouteError).
              errorElement: <RouteError />,
              children: [
                ...publicRoutes,
                { loader: requireUser, children: complianceRoutes },
                { path: '*', lazy: () => import('./routes/public/not-found.tsx') },
              ],
            },
          ],
        },
        {
          path: 'admin',
          loader: (args) => requireRole(['AppAdmin'])(args) ?? requireTwoFactor(args),
          // The layouts of the signed-in areas load with the areas' loaders (components/app-layout.tsx).
          lazy: () => import('./routes/admin/admin-layout.tsx'),
          handle: { fullHeight: true } satisfies AreaHandle,
          errorElement: <RouteError standalone />,
          children: [{ errorElement: <RouteError />, children: adminRoutes }],
        },
        {
          id: 'user',
          // The user area loads the member's squad roles on entry.
          loader: async (args) => {
            requireUser(args);
            // Without a connection the shell still opens (with the offline banner); the roles load when it returns.
            await queryClient.ensureQueryData(squadRolesQuery).catch((err: unknown) => {
              if (!isNetworkError(err)) throw err;
            });
            await onboardFromQuery(args.request);
            return null;
          },
          lazy: () => import('./routes/user/user-layout.tsx'),
          handle: { fullHeight: true } satisfies AreaHandle,
          errorElement: <RouteError standalone />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, lazy: () => import('./routes/user/home.tsx') },
                { path: 'home', lazy: () => import('./routes/user/home.tsx') },
                ...playerRoutes,
                ...coachRoutes,
                ...accountRoutes,
              ],
            },
          ],
        },
      ],
    },
  ]);
}
