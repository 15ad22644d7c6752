import { AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminAccount, AdminAccountsResponse, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import type { ModulePlugin } from '../../lib/deps.ts';
import * as accounts from './accounts.service.ts';
import { admin, errors, tags } from './routes-common.ts';

/** Customer accounts (spec §2 accounts, §7): list, create, edit. */
const accountRoutes: ModulePlugin = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/admin/account', {
    config: admin,
    schema: { tags, summary: 'Every customer account', response: { 200: AdminAccountsResponse, ...errors } },
    handler: async () => accounts.listAccounts(db),
  });

  app.post('/api/admin/account', {
    config: admin,
    schema: { tags, summary: 'Create an account (409 CustomerCodeExists)', body: SaveAccountRequest, response: { 201: AdminAccount, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await accounts.createAccount(db, request.body)),
  });

  app.put('/api/admin/account/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit an account (409 CustomerCodeExists)',
      params: AdminIdParams,
      body: SaveAccountRequest,
      response: { 200: AdminAccount, ...errors },
    },
    handler: async (request) => accounts.updateAccount(db, request.params.id, request.body),
  });
};
export default accountRoutes;
