import { ForgotPasswordRequest, ResetPasswordRequest } from '@club-pulse/contracts/account';
import { AuthenticateRequest, TokenResponse } from '@club-pulse/contracts/auth';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { TwoFactorChallengeResponse } from '@club-pulse/contracts/two-factor';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authenticate, signOut, type TwoFactorOf } from './auth.service.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';

const tags = ['auth'];

/** Signing in, and the forgotten-password journey (captcha and rate limits inside). */
export const publicRoutes =
  (twoFactorOf: TwoFactorOf): ModulePlugin =>
  async (app, { deps }) => {
    app.post('/api/member/authenticate', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password; returns a JWT, or the challenge of the second step when the member has two-factor sign-in',
        body: AuthenticateRequest,
        response: { 200: z.union([TokenResponse, TwoFactorChallengeResponse]), 400: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request) => authenticate(deps, request.body, { address: request.ip }, twoFactorOf),
    });

    app.post('/api/member/forgotPassword', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password-reset link; answers 204 whether or not the email exists',
        body: ForgotPasswordRequest,
        response: { 204: z.null(), 400: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request, reply) => {
        await forgotPassword(deps, request.body, { address: request.ip });
        return reply.status(204).send(null);
      },
    });

    app.post('/api/member/resetPassword', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password through a reset link; a bad, used or expired link answers InvalidResetLink',
        body: ResetPasswordRequest,
        response: { 204: z.null(), 400: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request, reply) => {
        await resetPassword(deps, request.body, { address: request.ip });
        return reply.status(204).send(null);
      },
    });
  };

/** Signing out: any signed-in member. */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/member/signOut', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'End every session of the caller (all tokens issued so far stop working)', response: { 204: z.null() } },
    handler: async (request, reply) => {
      await signOut(deps.db, currentMember(request).id);
      return reply.status(204).send(null);
    },
  });
};
