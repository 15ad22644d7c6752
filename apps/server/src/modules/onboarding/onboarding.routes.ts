import { OnboardRequest, OnboardResponse, RegisterPlayerRequest, RegisterPlayerResponse } from '@club-pulse/contracts/account';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { InvitationQuery, InvitationResponse } from '@club-pulse/contracts/invitation';
import type { ModulePlugin } from '../../lib/deps.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { currentMember } from '../../plugins/auth.ts';
import { studyInvitation } from './invitation.service.ts';
import { onboardPlayer, registerPlayer } from './onboarding.service.ts';

const tags = ['onboarding'];

/** The landing of a study link, and registration of a new player through it. */
export const publicRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/invitation', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Check a study link: who invites (club, team, study), its dates and whether it still takes players; 404 for an unknown link',
      querystring: InvitationQuery,
      response: { 200: InvitationResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => studyInvitation(deps, request.query.studyToken, { address: request.ip }),
  });

  app.post('/api/account/register/player', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Register a player through a study link; returns a token and the evaluation of the study they joined',
      body: RegisterPlayerRequest,
      response: { 200: RegisterPlayerResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => registerPlayer(deps, request.body, { address: request.ip }),
  });
};

/** A signed-in member joins the study of a link as a player. */
export const userRoutes: ModulePlugin = async (app, { deps }) => {
  app.post('/api/player/onboard', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Onboard the caller as a Player of the study of a link (idempotent); returns their evaluation',
      body: OnboardRequest,
      response: {
        200: OnboardResponse,
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        409: ErrorResponse,
        429: ErrorResponse,
        451: ErrorResponse,
      },
    },
    handler: async (request) => {
      const member = currentMember(request);
      await hitLimit(deps.rateLimiter, 'onboardPerMember', member.id);
      return onboardPlayer(deps.db, member.id, request.body.studyToken);
    },
  });
};
