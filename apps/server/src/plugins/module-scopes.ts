import type { FastifyInstance } from 'fastify';
import type { AppDeps, ModuleRoutes } from '../lib/deps.ts';
import { type Access, currentMember, requireRoleInScope } from './auth.ts';

/** Each group of routes, the access its routes must declare, and the guard of its scope. */
const SCOPES: ReadonlyArray<{ routes: keyof ModuleRoutes; access: Access; guard?: (scope: FastifyInstance) => void }> = [
  { routes: 'publicRoutes', access: 'public' },
  { routes: 'memberRoutes', access: 'authenticated', guard: requireMemberInScope },
  { routes: 'userRoutes', access: 'user', guard: (scope) => requireRoleInScope(scope, 'User') },
  { routes: 'adminRoutes', access: 'admin', guard: (scope) => requireRoleInScope(scope, 'AppAdmin') },
];

/**
 * Registers the routes of every module, group by group, each group in its own encapsulated scope. A scope's
 * guard refuses a caller without its role in a `preHandler`, whatever a route declares (the first check, from
 * the matched route's `config.access`, is in `plugins/auth.ts`); a route whose declared access is not its
 * group's stops the start, so the two checks cannot disagree.
 */
export async function registerModules(app: FastifyInstance, deps: AppDeps, modules: readonly ModuleRoutes[]) {
  for (const { routes, access, guard } of SCOPES) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const declared = route.config?.access ?? 'authenticated';
        if (declared !== access) {
          throw new Error(`${route.method} ${route.url} declares access '${declared}' but is registered among the ${routes} ('${access}')`);
        }
      });
      guard?.(scope);
      for (const module of modules) {
        const plugin = module[routes];
        if (plugin) await scope.register(plugin, { deps });
      }
    });
  }
}

/** The second check of the signed-in routes: a caller without a member is refused (401). */
function requireMemberInScope(scope: FastifyInstance) {
  scope.addHook('preHandler', async (request) => {
    currentMember(request);
  });
}
