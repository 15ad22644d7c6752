import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildAdmin, buildClub, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  token = await t.login(admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

describe('accounts', () => {
  const fields = (o: object = {}) => ({
    name: 'Costa Brava Sports',
    ownerName: 'Anna Ferrer',
    ownerEmail: 'anna@example.test',
    customerCode: 'CUST-7001',
    activationDate: isoDate(-10),
    renewalDate: isoDate(355),
    active: true,
    ...o,
  });

  it('creates an account, lists it and edits it', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields(), token });
    expect(created.statusCode).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({ ...fields(), inGoodStanding: true, clubs: 0 });
    const list = await t.inject({ method: 'GET', url: '/api/admin/account', token });
    expect(list.json()).toContainEqual(account);
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/admin/account/${account.id}`,
      payload: fields({ renewalDate: isoDate(-1), activationDate: isoDate(-30) }),
      token,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ renewalDate: isoDate(-1), inGoodStanding: false });
  });

  it('refuses a customer code another account has, whatever the case (409 CustomerCodeExists), and keeps its own on edit', async () => {
    const existing = await buildAccount(t.db, { customerCode: 'TAKEN-1' });
    const dup = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields({ customerCode: 'taken-1' }), token });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({ code: 'CustomerCodeExists', field: 'customerCode' });
    const self = await t.inject({ method: 'PUT', url: `/api/admin/account/${existing.id}`, payload: fields({ customerCode: 'TAKEN-1' }), token });
    expect(self.statusCode).toBe(200);
    const other = await buildAccount(t.db);
    const steal = await t.inject({ method: 'PUT', url: `/api/admin/account/${other.id}`, payload: fields({ customerCode: 'TAKEN-1' }), token });
    expect(steal.json().errors[0].code).toBe('CustomerCodeExists');
  });

  it('refuses a renewal date before the activation date, oversized fields, and an unknown account', async () => {
    const backwards = await t.inject({
      method: 'POST',
      url: '/api/admin/account',
      payload: fields({ customerCode: 'B-1', activationDate: isoDate(0), renewalDate: isoDate(-1) }),
      token,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'renewalDate' });
    const huge = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields({ customerCode: 'C'.repeat(41) }), token });
    expect(huge.statusCode).toBe(400);
    const unknown = await t.inject({ method: 'PUT', url: '/api/admin/account/999007', payload: fields({ customerCode: 'U-1' }), token });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts the clubs of each account', async () => {
    const account = await buildAccount(t.db);
    await buildClub(t.db, { accountId: account.id });
    await buildClub(t.db, { accountId: account.id });
    const list = await t.inject({ method: 'GET', url: '/api/admin/account', token });
    expect(list.json().find((a: { id: number }) => a.id === account.id)).toMatchObject({ clubs: 2 });
  });
});
