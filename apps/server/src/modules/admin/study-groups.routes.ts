import { AdminIdParams, QuizCategoriesResponse } from '@club-pulse/contracts/admin';
import { AdminStudyGroup, AdminStudyGroupsResponse, CreateStudyGroupRequest, UpdateStudyGroupRequest } from '@club-pulse/contracts/admin-study-groups';
import type { ModulePlugin } from '../../lib/deps.ts';
import { admin, errors, tags } from './routes-common.ts';
import * as groups from './study-groups.service.ts';

/** Study groups of a club (spec §2 clubs/{clubId}/studygroups, §7), and the quiz categories they use. */
const studyGroupRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/quizcategory', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The quiz categories (names are keys the client translates)', response: { 200: QuizCategoriesResponse, ...errors } },
    handler: async () => groups.quizCategories(db),
  });

  app.get('/api/admin/studyGroup/byclub/:id', {
    config: admin,
    schema: { tags, summary: "A club's study groups (404 ClubNotExists)", params: AdminIdParams, response: { 200: AdminStudyGroupsResponse, ...errors } },
    handler: async (request) => groups.groupsOfClub(db, request.params.id),
  });

  app.get('/api/admin/studyGroup/:id', {
    config: admin,
    schema: { tags, summary: 'One study group', params: AdminIdParams, response: { 200: AdminStudyGroup, ...errors } },
    handler: async (request) => groups.getGroup(db, request.params.id),
  });

  app.post('/api/admin/studyGroup', {
    config: admin,
    schema: { tags, summary: 'Create a study group in a club', body: CreateStudyGroupRequest, response: { 201: AdminStudyGroup, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await groups.createGroup(db, request.body)),
  });

  app.put('/api/admin/studyGroup', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit, deactivate or reactivate a study group (id in the body)',
      body: UpdateStudyGroupRequest,
      response: { 200: AdminStudyGroup, ...errors },
    },
    handler: async (request) => groups.updateGroup(db, request.body),
  });
};
export default studyGroupRoutes;
