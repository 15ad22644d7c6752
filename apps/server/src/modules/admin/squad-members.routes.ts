import { AdminClubIdParams, AdminIdParams } from '@club-pulse/contracts/admin';
import { AddCoachRequest, AddCoachResponse, AdminSquadMembersResponse, RemoveSquadMemberRequest, RemoveSquadMemberResponse } from '@club-pulse/contracts/admin-squad-members';
import { AdminStudyMembersResponse } from '@club-pulse/contracts/admin-studies';
import { AppError } from '../../lib/app-error.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { currentMember } from '../../plugins/auth.ts';
import { admin, errors, languageOf, tags } from './routes-common.ts';
import * as squad from './squad-members.service.ts';
import { studyMembers } from './studies.service.ts';

/** Squad members of a study, study group or club; removing a member; adding a coach by email. */
const squadMemberRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/squadMember/bystudy/:id', {
    config: admin,
    schema: { tags, summary: "A study's invited members with their evaluation state", params: AdminIdParams, response: { 200: AdminStudyMembersResponse, ...errors } },
    handler: async (request) => studyMembers(db, request.params.id),
  });

  app.get('/api/admin/squadMember/bystudygroup/:id', {
    config: admin,
    schema: { tags, summary: "A study group's current members", params: AdminIdParams, response: { 200: AdminSquadMembersResponse, ...errors } },
    handler: async (request) => squad.membersOfGroup(db, request.params.id),
  });

  app.get('/api/admin/squadMember/byclub/:id', {
    config: admin,
    schema: { tags, summary: "A club's current members (404 ClubNotExists)", params: AdminIdParams, response: { 200: AdminSquadMembersResponse, ...errors } },
    handler: async (request) => squad.membersOfClub(db, request.params.id),
  });

  app.delete('/api/admin/squadMember/byclub/:clubId/RemoveSquadMember', {
    config: admin,
    schema: {
      tags,
      summary: 'Remove a member from a club; cancels their unfinished evaluations in its studies',
      params: AdminClubIdParams,
      body: RemoveSquadMemberRequest,
      response: { 200: RemoveSquadMemberResponse, ...errors },
    },
    handler: async (request) => {
      if (request.body.clubId !== request.params.clubId) {
        throw new AppError('ValidationError', { field: 'clubId', message: 'The club of the body differs from the club of the path' });
      }
      return squad.removeSquadMember(db, currentMember(request).id, request.params.clubId, request.body.squadMemberId);
    },
  });

  app.post('/api/admin/squadMember/byclub/:clubId/AddCoach', {
    config: admin,
    schema: {
      tags,
      summary: 'Add a coach to a club by email; an unknown email gets an account and an invitation mail',
      params: AdminClubIdParams,
      body: AddCoachRequest,
      response: { 200: AddCoachResponse, ...errors },
    },
    handler: async (request) => {
      const member = currentMember(request);
      return squad.addCoach(deps, member.id, request.params.clubId, request.body, languageOf(member));
    },
  });
};
export default squadMemberRoutes;
