import { AdminIdParams } from '@club-pulse/contracts/admin';
import { AdminAccount, AdminAccountsPage, AdminAccountsQuery, AdminAccountsResponse, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { ADMIN_ERRORS as errors } from '../../lib/routes.ts';
import * as accounts from './accounts.service.ts';
import { currentMember } from '../../plugins/auth.ts';
import type { ClubCount } from './accounts.repository.ts';

const tags = ['accounts'];

/** Customer accounts (admin): list, create, edit. `clubCount`: the clubs module's count of an account's clubs. */
export const adminRoutes =
  (clubCount: ClubCount): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get('/api/admin/account', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every customer account', response: { 200: AdminAccountsResponse, ...errors } },
      handler: async () => accounts.listAccounts(db, clubCount),
    });

    app.get('/api/admin/account/page', {
      config: { access: 'admin', sessionCheck: 'alongside' },
      schema: {
        tags,
        summary: "One page of the accounts list with its total: search (beginning of name, owner's name or customer code), filters, sort",
        querystring: AdminAccountsQuery,
        response: { 200: AdminAccountsPage, ...errors },
      },
      handler: async (request) => accounts.listAccountsPage(db, clubCount, request.query),
    });

    app.post('/api/admin/account', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Create an account (409 CustomerCodeExists)', body: SaveAccountRequest, response: { 201: AdminAccount, ...errors } },
      handler: async (request, reply) => reply.status(201).send(await accounts.createAccount(db, clubCount, currentMember(request).id, request.body)),
    });

    app.put('/api/admin/account/:id', {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit an account (409 CustomerCodeExists)',
        params: AdminIdParams,
        body: SaveAccountRequest,
        response: { 200: AdminAccount, ...errors },
      },
      handler: async (request) => accounts.updateAccount(db, clubCount, currentMember(request).id, request.params.id, request.body),
    });
  };
