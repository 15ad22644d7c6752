import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../../test/account-factories.ts';
import { buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let studyToken: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  studyToken = (await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id })).token;
});
afterAll(async () => t?.close());

/** Sends `n` requests from one address and returns the status codes. */
async function statuses(n: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).statusCode);
  return out;
}
const from = (ip: string) => ({ remoteAddress: ip });

describe('rate limits (429)', () => {
  it('limits registrations per address', async () => {
    const codes = await statuses(11, () =>
      t.inject({ method: 'POST', url: '/api/account/register/player', payload: registration('unknown-token'), ...from('10.0.0.1') }),
    );
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await t.inject({ method: 'POST', url: '/api/account/register/player', payload: registration(studyToken), ...from('10.0.0.2') })).statusCode).toBe(200);
  });

  it('limits reset mails per email and per address, still without saying whether the email exists', async () => {
    const perEmail = await statuses(4, () =>
      t.inject({ method: 'POST', url: '/api/member/forgotPassword', payload: { email: 'someone@example.test' }, ...from('10.0.1.1') }),
    );
    expect(perEmail).toEqual([204, 204, 204, 429]);
    const perAddress = await statuses(11, (i) =>
      t.inject({ method: 'POST', url: '/api/member/forgotPassword', payload: { email: `x${i}@example.test` }, ...from('10.0.1.2') }),
    );
    expect(perAddress.slice(0, 10).every((c) => c === 204)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });

  it('limits password resets per address', async () => {
    const body = { email: 'a@example.test', token: 'guess', password: 'Guessing2026x', repeatPassword: 'Guessing2026x' };
    const codes = await statuses(11, () => t.inject({ method: 'POST', url: '/api/member/resetPassword', payload: body, ...from('10.0.2.1') }));
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('limits onboarding per member', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const codes = await statuses(21, () => t.inject({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } }));
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
