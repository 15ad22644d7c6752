import { AdminIdParams } from '@club-pulse/contracts/admin';
import {
  AdminStudyGroup,
  AdminStudyGroupsPage,
  AdminStudyGroupsQuery,
  AdminStudyGroupsResponse,
  CreateStudyGroupRequest,
  UpdateStudyGroupRequest,
} from '@club-pulse/contracts/admin-study-groups';
import type { ModulePlugin } from '../../lib/deps.ts';
import type { GroupCounts } from './study-groups.repository.ts';
import { ADMIN_ERRORS as errors } from '../../lib/routes.ts';
import * as groups from './study-groups.service.ts';
import { currentMember } from '../../plugins/auth.ts';

const tags = ['study groups'];

/**
 * Study groups of a club (admin): list, one, create, edit (deactivate, reactivate). `counts`: the studies' and
 * members' counts of a group, from their owners (app.ts).
 */
export const adminRoutes =
  (counts: GroupCounts): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get('/api/admin/studyGroup/byclub/:id', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A club's study groups (404 ClubNotExists)",
        params: AdminIdParams,
        response: { 200: AdminStudyGroupsResponse, ...errors },
      },
      handler: async (request) => groups.groupsOfClub(db, counts, request.params.id),
    });

    app.get('/api/admin/studyGroup/page', {
      config: { access: 'admin', sessionCheck: 'alongside' },
      schema: {
        tags,
        summary: 'One page of study groups with its total: search (beginning of name or code), filters (club, category, state), sort',
        querystring: AdminStudyGroupsQuery,
        response: { 200: AdminStudyGroupsPage, ...errors },
      },
      handler: async (request) => groups.listGroupsPage(db, counts, request.query),
    });

    app.get('/api/admin/studyGroup/:id', {
      config: { access: 'admin' },
      schema: { tags, summary: 'One study group', params: AdminIdParams, response: { 200: AdminStudyGroup, ...errors } },
      handler: async (request) => groups.getGroup(db, counts, request.params.id),
    });

    app.post('/api/admin/studyGroup', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a study group in a club (StudyGroupNameExists, StudyGroupCodeExists)',
        body: CreateStudyGroupRequest,
        response: { 201: AdminStudyGroup, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await groups.createGroup(db, counts, currentMember(request).id, request.body)),
    });

    app.put('/api/admin/studyGroup', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit, deactivate or reactivate a study group (id in the body; StudyGroupNameExists, StudyGroupCodeExists)',
        body: UpdateStudyGroupRequest,
        response: { 200: AdminStudyGroup, ...errors },
      },
      handler: async (request) => groups.updateGroup(db, counts, currentMember(request).id, request.body),
    });
  };
