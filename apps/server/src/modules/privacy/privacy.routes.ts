import { ErrorResponse } from '@club-pulse/contracts/errors';
import { DeleteAccountRequest, MyDataResponse } from '@club-pulse/contracts/privacy';
import { z } from 'zod';
import type { ModulePlugin } from '../../lib/deps.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { currentMember } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import type { ClubMemberships } from './privacy.repository.ts';
import { deleteAccount, myData } from './privacy.service.ts';

const tags = ['privacy'];

/** A member's own data: download it, delete the account. Only ever the caller's own: no id in the path. */
export const memberRoutes =
  (memberships: ClubMemberships): ModulePlugin =>
  async (app, { deps }) => {
    app.get('/api/member/me/data', {
      config: { access: 'authenticated', termsGate: false },
      schema: {
        tags,
        summary: "Download the caller's own data (profile, squad memberships, evaluations with answers and report figures) as JSON",
        response: { 200: MyDataResponse, 401: ErrorResponse },
      },
      handler: async (request, reply) => {
        const memberId = currentMember(request).id;
        const data = await myData(deps.db, memberId, memberships.of);
        await recordAudit(deps.db, memberId, 'member.dataExport', `member:${memberId}`);
        reply.header('content-disposition', `attachment; filename="club-pulse-my-data-${new Date().toISOString().slice(0, 10)}.json"`);
        return data;
      },
    });

    app.delete('/api/member/me', {
      config: { access: 'authenticated', termsGate: false },
      schema: {
        tags,
        summary:
          "Delete the caller's account, confirmed with the password: answers and evaluations are deleted (released anonymous aggregates of at least 6 people keep their share)",
        body: DeleteAccountRequest,
        response: { 204: z.null(), 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
      handler: async (request, reply) => {
        const member = currentMember(request);
        await hitLimit(deps.rateLimiter, 'deleteAccountPerMember', member.id);
        await deleteAccount(deps.db, member.id, request.body.password, memberships.remove);
        return reply.status(204).send(null);
      },
    });
  };
