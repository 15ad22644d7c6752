import { AdminIdParams } from '@club-pulse/contracts/admin';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import {
  RecoveryCodesResponse,
  TwoFactorCodeRequest,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorSignInRequest,
  TwoFactorStatusResponse,
} from '@club-pulse/contracts/two-factor';
import { TokenResponse } from '@club-pulse/contracts/auth';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as twoFactor from './two-factor.service.ts';

const tags = ['auth'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/** The second step of signing in. */
export const publicRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/member/authenticate/two-factor', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Second step of signing in: the challenge and a code of the app or a recovery code; returns a JWT',
      body: TwoFactorSignInRequest,
      response: { 200: TokenResponse, 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => ({ token: await twoFactor.signInWithCode(deps, request.body) }),
  });
};

/** Setting up one's own second factor (platform admins). */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/member/two-factor', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Whether the caller has two-factor sign-in, and recovery codes left',
      response: { 200: TwoFactorStatusResponse, ...errors },
    },
    handler: async (request) => twoFactor.twoFactorStatus(deps, currentMember(request).id),
  });

  app.post('/api/member/two-factor/setup', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'A new secret for the authenticator app (admins; 409 TwoFactorAlreadyEnabled); enabled by the first code',
      response: { 200: TwoFactorSetupResponse, ...errors },
    },
    handler: async (request) => twoFactor.setUpTwoFactor(deps, currentMember(request)),
  });

  app.post('/api/member/two-factor/enable', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Enable two-factor sign-in with a first code; returns a verified session and the recovery codes (shown once)',
      body: TwoFactorCodeRequest,
      response: { 200: TwoFactorEnableResponse, ...errors },
    },
    handler: async (request) => twoFactor.enableTwoFactor(deps, currentMember(request), request.body.code),
  });

  app.post('/api/member/two-factor/recovery-codes', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Replace the recovery codes by a new set, with a code of the app (shown once)',
      body: TwoFactorCodeRequest,
      response: { 200: RecoveryCodesResponse, ...errors },
    },
    handler: async (request) => twoFactor.renewRecoveryCodes(deps, currentMember(request), request.body.code),
  });
};

/** An admin resets another admin's second factor (lost phone and codes). */
export const adminRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/admin/member/:id/two-factor/reset', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Remove another member's two-factor sign-in and end their sessions (409 CannotResetOwnTwoFactor)",
      params: AdminIdParams,
      response: { 204: z.null(), ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      await twoFactor.resetTwoFactorOf(deps, currentMember(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
