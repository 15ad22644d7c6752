import { ForgotPasswordRequest, OnboardRequest, OnboardResponse, RegisterPlayerRequest, ResetPasswordRequest } from '@club-pulse/contracts/account';
import { TokenResponse } from '@club-pulse/contracts/auth';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { onboardPlayer } from './onboarding.service.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';
import { registerPlayer } from './register.service.ts';

/** Registration through a study link, onboarding of a signed-in member, forgotten passwords. */
const accountRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/account/register/player', {
    config: { access: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Register a player through a study link; returns a token (the player is onboarded to the study)',
      body: RegisterPlayerRequest,
      response: { 200: TokenResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      await deps.rateLimiter.hit(`register:ip:${request.ip}`, 10, 600);
      return { token: await registerPlayer(deps, request.body) };
    },
  });

  app.post('/api/player/onboard', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Onboard the caller as a Player of the study of a link (idempotent); returns their evaluation',
      body: OnboardRequest,
      response: { 200: OnboardResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse, 451: ErrorResponse },
    },
    handler: async (request) => {
      const member = currentMember(request);
      await deps.rateLimiter.hit(`onboard:member:${member.id}`, 20, 600);
      return onboardPlayer(deps.db, member.id, request.body.studyToken);
    },
  });

  app.post('/api/member/forgotPassword', {
    config: { access: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Mail a password-reset link; answers 204 whether or not the email exists',
      body: ForgotPasswordRequest,
      response: { 204: z.null(), 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      await deps.rateLimiter.hit(`forgot:ip:${request.ip}`, 10, 900);
      await deps.rateLimiter.hit(`forgot:email:${request.body.email.toLowerCase()}`, 3, 900);
      await forgotPassword(deps, request.body, request.log);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/member/resetPassword', {
    config: { access: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Set a new password through a reset link; a bad, used or expired link answers InvalidResetLink',
      body: ResetPasswordRequest,
      response: { 204: z.null(), 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request, reply) => {
      await deps.rateLimiter.hit(`reset:ip:${request.ip}`, 10, 900);
      await resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  });
};
export default accountRoutes;
