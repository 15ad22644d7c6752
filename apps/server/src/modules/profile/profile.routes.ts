import { GuardianConsentRequest } from '@club-pulse/contracts/account';
import { TokenResponse } from '@club-pulse/contracts/auth';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import {
  ChangePasswordRequest,
  ProfileResponse,
  UpdateLanguageRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@club-pulse/contracts/profile';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as profile from './profile.service.ts';

const tags = ['profile'];
const ERRORS = { 400: ErrorResponse, 401: ErrorResponse };

/** The caller's own account: name, language, password. Any signed-in member; no id in the path. */
export const memberRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/member/me/profile', {
    config: { access: 'authenticated' },
    schema: { tags, summary: "The caller's name, surname, email, role and language", response: { 200: ProfileResponse, 401: ErrorResponse } },
    handler: async (request) => profile.getProfile(deps.db, currentMember(request).id),
  });

  app.put('/api/member/me/profile', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Change the caller's name, surname and language (the language of every mail sent to them); answers a token with the new name",
      body: UpdateProfileRequest,
      response: { 200: UpdateProfileResponse, ...ERRORS },
    },
    handler: async (request) => profile.updateProfile(deps, currentMember(request), request.body),
  });

  app.put('/api/member/me/language', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Save the language the caller picked in the header's menu (the language of their mails)",
      body: UpdateLanguageRequest,
      response: { 204: z.null(), ...ERRORS },
    },
    handler: async (request, reply) => {
      await profile.updateLanguage(deps.db, currentMember(request).id, request.body.language);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/member/me/guardianConsent', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        "A member under the guardian age confirms, with a parent or legal guardian beside them, the guardian's consent (as at registration); needed before they answer",
      body: GuardianConsentRequest,
      response: { 204: z.null(), ...ERRORS },
    },
    handler: async (request, reply) => {
      await profile.confirmGuardianConsent(deps.db, currentMember(request).id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/member/me/changePassword', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'Change the password, confirmed with the current one (wrong: 400 LoginError on currentPassword); every other session ends, the answer is a fresh token',
      body: ChangePasswordRequest,
      response: { 200: TokenResponse, ...ERRORS, 429: ErrorResponse },
    },
    handler: async (request) => ({ token: await profile.changePassword(deps, currentMember(request), request.body) }),
  });
};
