import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * Who reaches the admin calls: nobody without a token (401), no User, coach or player alike (403), and
 * wrong ids or bodies answer 4xx (never 5xx) with the error shape.
 */
let t: TestApp;
let scene: Awaited<ReturnType<typeof buildScene>>;
let tokens: { coach: string; player: string; admin: string };

beforeAll(async () => {
  t = await buildTestApp();
  scene = await buildScene(t.db, { players: 2 });
  tokens = {
    coach: await t.login(scene.coach.email, DEFAULT_PASSWORD),
    player: await t.login(scene.players[0].email, DEFAULT_PASSWORD),
    admin: await t.login(scene.admin.email, DEFAULT_PASSWORD),
  };
});
afterAll(async () => t?.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** Every admin call, with a valid body where one is needed. */
function adminCalls(): Call[] {
  const club = scene.club.id;
  const account = { name: 'Acc', ownerName: 'Owner', ownerEmail: 'o@example.test', customerCode: 'ACCESS-1', activationDate: isoDate(-1), renewalDate: isoDate(300), active: true };
  return [
    { method: 'GET', url: '/api/admin/summary' },
    { method: 'GET', url: '/api/admin/club' },
    { method: 'GET', url: `/api/admin/club/${club}` },
    { method: 'POST', url: '/api/admin/club', payload: { name: 'Access FC', code: 'ACCFC', accountId: scene.club.accountId, active: true } },
    { method: 'PUT', url: `/api/admin/club/${club}`, payload: { name: scene.club.name, code: scene.club.code, accountId: scene.club.accountId, active: true } },
    { method: 'GET', url: `/api/admin/coach/ByClub/${club}` },
    { method: 'GET', url: `/api/admin/studyGroup/byclub/${club}` },
    { method: 'GET', url: `/api/admin/studyGroup/${scene.group.id}` },
    { method: 'POST', url: '/api/admin/studyGroup', payload: { clubId: club, name: 'G', code: 'G1', categoryId: scene.group.categoryId } },
    { method: 'PUT', url: '/api/admin/studyGroup', payload: { id: scene.group.id, name: scene.group.name, code: scene.group.code, categoryId: scene.group.categoryId, state: 'active' } },
    { method: 'GET', url: `/api/admin/study/bystudygroup/${scene.group.id}` },
    { method: 'GET', url: `/api/admin/study/byclub/${club}` },
    { method: 'GET', url: `/api/admin/study/${scene.study.id}` },
    { method: 'GET', url: `/api/admin/study/${scene.study.id}/report` },
    { method: 'GET', url: `/api/admin/squadMember/bystudy/${scene.study.id}` },
    { method: 'GET', url: `/api/admin/squadMember/bystudygroup/${scene.group.id}` },
    { method: 'GET', url: `/api/admin/squadMember/byclub/${club}` },
    { method: 'DELETE', url: `/api/admin/squadMember/byclub/${club}/RemoveSquadMember/`, payload: { clubId: club, squadMemberId: 999999 } },
    { method: 'POST', url: `/api/admin/squadMember/byclub/${club}/AddCoach`, payload: { email: 'new.coach@example.test', name: 'N', surname: 'C' } },
    { method: 'GET', url: `/api/admin/evaluation/${scene.players[0].evaluation.id}/report` },
    { method: 'GET', url: `/api/admin/evaluation/${scene.players[0].evaluation.id}/help` },
    { method: 'GET', url: '/api/admin/member' },
    { method: 'PUT', url: `/api/admin/member/enable/${scene.players[1].id}` },
    { method: 'PUT', url: `/api/admin/member/disable/${scene.players[1].id}` },
    { method: 'GET', url: '/api/admin/quiz' },
    { method: 'PUT', url: `/api/admin/quiz/${scene.quiz.id}/enable` },
    { method: 'PUT', url: `/api/admin/quiz/${scene.quiz.id}/disable` },
    { method: 'GET', url: '/api/admin/account' },
    { method: 'POST', url: '/api/admin/account', payload: account },
    { method: 'PUT', url: `/api/admin/account/${scene.club.accountId}`, payload: account },
  ];
}

describe('access to the admin calls', () => {
  it('answers 401 Unauthorized to every call without a token', async () => {
    for (const call of adminCalls()) {
      const res = await t.inject({ ...call });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().errors[0].code).toBe('Unauthorized');
    }
  });

  it('answers 403 Forbidden to a coach and to a player on every call', async () => {
    for (const who of ['coach', 'player'] as const) {
      for (const call of adminCalls()) {
        const res = await t.inject({ ...call, token: tokens[who] });
        expect(res.statusCode, `${who}: ${call.method} ${call.url}`).toBe(403);
        expect(res.json().errors[0].code).toBe('Forbidden');
      }
    }
  });

  it('matches the paths without regard to case or a trailing slash', async () => {
    for (const url of [`/api/admin/coach/byclub/${scene.club.id}`, '/API/ADMIN/CLUB/', `/api/admin/squadmember/BYCLUB/${scene.club.id}/`]) {
      const res = await t.inject({ method: 'GET', url, token: tokens.admin });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answers 400 to ids that are not positive integers, and 4xx never 5xx to unknown ids', async () => {
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      for (const url of [`/api/admin/club/${bad}`, `/api/admin/study/${bad}/report`, `/api/admin/evaluation/${bad}/report`, `/api/admin/squadMember/byclub/${bad}`]) {
        const res = await t.inject({ method: 'GET', url, token: tokens.admin });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].code).toBe('ValidationError');
      }
    }
    const unknown: Call[] = [
      { method: 'GET', url: '/api/admin/club/424242' },
      { method: 'GET', url: '/api/admin/coach/ByClub/424242' },
      { method: 'GET', url: '/api/admin/studyGroup/byclub/424242' },
      { method: 'GET', url: '/api/admin/studyGroup/424242' },
      { method: 'GET', url: '/api/admin/study/bystudygroup/424242' },
      { method: 'GET', url: '/api/admin/study/byclub/424242' },
      { method: 'GET', url: '/api/admin/study/424242' },
      { method: 'GET', url: '/api/admin/study/424242/report' },
      { method: 'GET', url: '/api/admin/squadMember/bystudy/424242' },
      { method: 'GET', url: '/api/admin/squadMember/bystudygroup/424242' },
      { method: 'GET', url: '/api/admin/squadMember/byclub/424242' },
      { method: 'GET', url: '/api/admin/evaluation/424242/report' },
      { method: 'GET', url: '/api/admin/evaluation/424242/help' },
      { method: 'PUT', url: '/api/admin/member/enable/424242' },
      { method: 'PUT', url: '/api/admin/member/disable/424242' },
      { method: 'PUT', url: '/api/admin/quiz/424242/enable' },
      { method: 'PUT', url: '/api/admin/quiz/424242/disable' },
    ];
    for (const call of unknown) {
      const res = await t.inject({ ...call, token: tokens.admin });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(['NotFound', 'ClubNotExists']).toContain(res.json().errors[0].code);
    }
  });

  it('answers 400 ValidationError to bodies with wrong types, missing fields or oversized strings', async () => {
    const club = scene.club.id;
    const bad: Call[] = [
      { method: 'POST', url: '/api/admin/club', payload: { name: 12, code: 'X', accountId: scene.club.accountId, active: true } },
      { method: 'POST', url: '/api/admin/club', payload: { name: 'x'.repeat(5000), code: 'X', accountId: scene.club.accountId, active: true } },
      { method: 'POST', url: '/api/admin/club', payload: { name: 'Ok', code: 'OK', accountId: '1', active: true } },
      { method: 'POST', url: '/api/admin/club', payload: { code: 'OK', accountId: scene.club.accountId, active: 'yes' } },
      { method: 'POST', url: '/api/admin/studyGroup', payload: { clubId: club, name: '', code: 'G', categoryId: scene.group.categoryId } },
      { method: 'PUT', url: '/api/admin/studyGroup', payload: { id: scene.group.id, name: 'G', code: 'G', categoryId: scene.group.categoryId, state: 'gone' } },
      { method: 'DELETE', url: `/api/admin/squadMember/byclub/${club}/RemoveSquadMember/`, payload: { clubId: String(club), squadMemberId: 1 } },
      { method: 'POST', url: `/api/admin/squadMember/byclub/${club}/AddCoach`, payload: { email: 'not-an-email' } },
      { method: 'POST', url: '/api/admin/account', payload: { name: 'A', ownerName: 'O', ownerEmail: 'o@example.test', customerCode: 'Z', activationDate: '2026-02-30', renewalDate: '2027-01-01', active: true } },
      { method: 'POST', url: '/api/admin/account', payload: { name: 'A', ownerName: 'O', ownerEmail: 'nope', customerCode: 'Z', activationDate: '2026-01-01', renewalDate: '2027-01-01', active: true } },
    ];
    for (const call of bad) {
      const res = await t.inject({ ...call, token: tokens.admin });
      expect(res.statusCode, `${call.method} ${call.url} ${JSON.stringify(call.payload).slice(0, 80)}`).toBe(400);
      expect(res.json().errors[0].code).toBe('ValidationError');
    }
  });
});
