import { AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminStudiesResponse, AdminStudy } from '@club-pulse/contracts/admin-studies';
import type { ModulePlugin } from '../../lib/deps.ts';
import { admin, errors, tags } from './routes-common.ts';
import * as studies from './studies.service.ts';

/** Studies of a study group or club, and one study (spec §7). */
const studyRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/study/bystudygroup/:id', {
    config: admin,
    schema: { tags, summary: "A study group's studies with respondent counts", params: AdminIdParams, response: { 200: AdminStudiesResponse, ...errors } },
    handler: async (request) => studies.studiesOfGroup(db, request.params.id),
  });

  app.get('/api/admin/study/byclub/:id', {
    config: admin,
    schema: { tags, summary: "A club's studies (404 ClubNotExists)", params: AdminIdParams, response: { 200: AdminStudiesResponse, ...errors } },
    handler: async (request) => studies.studiesOfClub(db, request.params.id),
  });

  app.get('/api/admin/study/:id', {
    config: admin,
    schema: { tags, summary: 'One study', params: AdminIdParams, response: { 200: AdminStudy, ...errors } },
    handler: async (request) => studies.getStudy(db, request.params.id),
  });
};
export default studyRoutes;
