import { StudyIdParams } from '@club-pulse/contracts/studies';
import { FollowUpParams, FollowUpsResponse, SetFollowUpRequest } from '@club-pulse/contracts/support';
import type { ModulePlugin } from '../../lib/deps.ts';
import { USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import * as followUps from './follow-ups.service.ts';

const tags = ['follow-ups'];

/** The follow-up of a study's players with a high or critical result, kept by the coaches of the study's club. */
export const userRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const errors = USER_ERRORS;

  app.get('/api/manager/study/:id/followUps', {
    config: { access: 'user' },
    preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
    schema: {
      tags,
      summary: 'The follow-up of each high or critical player, with every change (never an answer or a key-term score)',
      params: StudyIdParams,
      response: { 200: FollowUpsResponse, ...errors },
    },
    handler: async (request) => followUps.followUpsOfStudy(db, request.params.id),
  });

  app.put('/api/manager/study/:id/followUps/:evaluationId', {
    config: { access: 'user' },
    preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
    schema: {
      tags,
      summary: "Change a player's follow-up (to do, talked, referred, closed); kept with who and when, and audited",
      params: FollowUpParams,
      body: SetFollowUpRequest,
      response: { 200: FollowUpsResponse, ...errors },
    },
    handler: async (request) =>
      followUps.setFollowUp(db, currentMember(request).id, request.params.id, request.params.evaluationId, request.body.state),
  });
};
