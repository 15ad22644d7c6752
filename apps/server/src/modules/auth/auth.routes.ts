import { AuthenticateRequest, TokenResponse } from '@club-pulse/contracts/auth';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { z } from 'zod';
import { currentMember } from '../../plugins/auth.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { authenticate, signOut } from './auth.service.ts';

const authRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/member/authenticate', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password; returns a JWT',
      body: AuthenticateRequest,
      response: { 200: TokenResponse, 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      await deps.rateLimiter.hit(`auth:ip:${request.ip}`, 30, 60);
      await deps.rateLimiter.hit(`auth:email:${request.body.email.toLowerCase()}`, 10, 300);
      return { token: await authenticate(deps, request.body) };
    },
  });

  app.post('/api/member/signOut', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], summary: 'End every session of the caller (all tokens issued so far stop working)', response: { 204: z.null() } },
    handler: async (request, reply) => {
      await signOut(deps.db, currentMember(request).id);
      return reply.status(204).send(null);
    },
  });
};
export default authRoutes;
