import { preferredLanguage } from '@club-pulse/contracts/constants';
import { LanguageQuery } from '@club-pulse/contracts/evaluations';
import { MyHistoryResponse, StudyGroupIdParams, TeamTrends } from '@club-pulse/contracts/trends';
import type { ModulePlugin } from '../../lib/deps.ts';
import { USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize, groupReportReader } from '../policies/index.ts';
import { myHistory, teamTrends } from './trends.service.ts';

const tags = ['trends'];

/** A team's studies over time, for the coaches of its club; a member's own results over time. */
export const userRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;
  const errors = USER_ERRORS;

  app.get('/api/manager/studyGroup/:id/trends', {
    config: { access: 'user' },
    preHandler: async (request) => authorize(db, currentMember(request), 'manageStudyGroup', request.params.id),
    schema: {
      tags,
      summary: "A team's studies over time: respondents, players per need level, key-term averages where each study's report shows them",
      params: StudyGroupIdParams,
      querystring: LanguageQuery,
      response: { 200: TeamTrends, ...errors },
    },
    handler: async (request) => {
      const member = currentMember(request);
      return teamTrends(db, request.params.id, preferredLanguage(request.query.lang, member.language), groupReportReader(member));
    },
  });

  app.get('/api/evaluation/myHistory', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's own finished evaluations with their overall result, oldest first",
      response: { 200: MyHistoryResponse, ...errors },
    },
    handler: async (request) => myHistory(db, currentMember(request).id),
  });
};
