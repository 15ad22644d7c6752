import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge, registration } from '../../../test/registration-factories.ts';
import { buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD, isoDate, publishTerms } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { evaluations, members, squadMembers } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { CLAIMS } from '../../lib/tokens.ts';
import { firstOf } from '../../../test/nth.ts';
import { registrationAttemptMail } from './registration-attempt-mail.ts';
import { LANGUAGES } from '@club-pulse/contracts/constants';

let t: TestApp;
let token: string;
let studyId: number;
let clubId: number;
let groupId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await publishTerms(t.db, 1);
  await publishTerms(t.db, 2);
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id });
  token = study.token;
  studyId = study.id;
  clubId = club.id;
  groupId = group.id;
});
afterAll(async () => t?.close());

const register = (payload: object) => t.inject({ method: 'POST', url: '/api/account/register/player', payload });
const fieldsOf = (res: { json: () => { errors: { code: string; field?: string; message: string }[] } }) =>
  Object.fromEntries(
    res
      .json()
      .errors.toReversed()
      .map((e) => [e.field, e.message]),
  );

describe('POST /api/account/register/player', () => {
  it('creates the player, onboards them to the study and returns a token for them', async () => {
    const body = registration(token, { email: 'New.Player@Example.test' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims[CLAIMS.role]).toBe('User');
    expect(claims[CLAIMS.email]).toBe('New.Player@Example.test');
    const id = Number(claims[CLAIMS.nameIdentifier]);
    const [member] = firstOf(await t.db.select().from(members).where(eq(members.id, id)), 1);
    expect(member).toMatchObject({ name: 'Nora', acceptedTermsVersion: 2, guardianConfirmed: false, birthDate: body.birthDate, role: 'User' });
    expect(member.passwordHash).not.toContain(body.password);
    expect(await verifyPassword(member.passwordHash, body.password)).toBe(true);
    const squads = await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, id));
    expect(squads).toEqual([expect.objectContaining({ clubId, studyGroupId: groupId, squadRole: 'Player', removedAt: null })]);
    const evals = await t.db.select().from(evaluations).where(eq(evaluations.memberId, id));
    expect(evals).toEqual([expect.objectContaining({ studyId, squadRole: 'Player', state: 'open' })]);
    // The answer names that evaluation, so that the new player lands on its questions.
    expect(res.json().evaluationId).toBe(evals[0]?.id);
    // The token works at once: the new member is a Player.
    const roles = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: res.json().token });
    expect(roles.json()).toEqual([{ name: 'Player' }]);
  });

  it('answers EmailAlreadyRegistered (409) for an email already registered, whatever its case', async () => {
    const existing = await buildMember(t.db, { email: 'taken@example.test' });
    const res = await register(registration(token, { email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'EmailAlreadyRegistered', field: 'email' });
  });

  it("mails the owner of an address somebody tries to register again, in the owner's language, with the study's link", async () => {
    const owner = await buildMember(t.db, { email: 'owner-again@example.test', name: 'Olga', language: 'de' });
    const before = t.mailer.sent.length;
    const res = await register(registration(token, { email: owner.email, name: 'Mallory' }));
    expect(res.statusCode).toBe(409);
    await t.settle();
    const mail = t.mailer.sent.slice(before).find((m) => m.to === owner.email);
    expect(mail?.subject).toBe('Club Pulse: Du hast bereits ein Konto');
    expect(mail?.text).toContain('Olga');
    expect(mail?.text).not.toContain('Mallory');
    expect(new URL(mail?.link as string).searchParams.get('studyToken')).toBe(token);
    // Nothing changed for the owner: same name, same password.
    expect(
      (await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: owner.email, password: DEFAULT_PASSWORD } })).statusCode,
    ).toBe(200);
  });

  it('mails nobody for an address that has no account, nor for a study link that does not exist', async () => {
    const owner = await buildMember(t.db, { email: 'owner-bogus-link@example.test' });
    const before = t.mailer.sent.length;
    expect((await register(registration('no-such-study-link', { email: owner.email }))).statusCode).toBeGreaterThanOrEqual(400);
    await t.settle();
    expect(t.mailer.sent.length).toBe(before);
  });

  it('answers a bogus study link the same whether the email has an account or not (no enumeration)', async () => {
    const owner = await buildMember(t.db, { email: 'owner-enumerated@example.test' });
    const answers = [];
    for (const email of [owner.email, 'nobody-enumerated@example.test']) {
      const res = await register(registration('bogus-study-link-0000000000', { email }));
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.body.errors[0].code).toBe('StudyTokenInvalid');
  });

  it.each([
    ['name', { name: '' }, 'The field is required'],
    ['surname', { surname: '   ' }, 'The field is required'],
    ['email', { email: undefined }, 'The field is required'],
    ['email', { email: 'not-an-email' }, 'The email is not valid'],
    ['birthDate', { birthDate: '' }, 'The field is required'],
    ['birthDate', { birthDate: '2010-02-30' }, 'The birth date is not valid'],
    ['birthDate', { birthDate: isoDate(3) }, 'The birth date is not valid'],
    ['birthDate', { birthDate: '1900-01-01' }, 'The birth date cannot be more than 100 years ago'],
    ['studyToken', { studyToken: '' }, 'The field is required'],
    ['termsAccepted', { termsAccepted: false }, 'You must accept the usage terms'],
    ['termsAccepted', { termsAccepted: undefined }, 'You must accept the usage terms'],
  ])('rejects a bad %s: %j', async (field, override, message) => {
    const res = await register(registration(token, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('ValidationError');
    expect(fieldsOf(res)[field]).toBe(message);
  });

  it.each([
    ['too short', 'Short1aB'],
    ['too long', `Aa1${'x'.repeat(30)}`],
    ['without digits', 'NoDigitsHere'],
    ['without upper-case letters', 'nouppercase123'],
    ['without lower-case letters', 'NOLOWERCASE123'],
  ])('rejects a password %s', async (_name, password) => {
    const res = await register(registration(token, { password, repeatPassword: password }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).password).toMatch(/^The password must have 9 to 32 characters/);
  });

  it('accepts passwords of exactly 9 and 32 characters', async () => {
    for (const password of ['Abcdefg12', `Ab1${'c'.repeat(29)}`]) {
      const res = await register(registration(token, { password, repeatPassword: password }));
      expect(res.statusCode, password).toBe(200);
    }
  });

  it("rejects passwords that do not match with 'Passwords do not match'", async () => {
    const res = await register(registration(token, { repeatPassword: 'Strong1234y' }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).repeatPassword).toBe('Passwords do not match');
  });

  it('refuses anyone younger than 13, and accepts a 13-year-old with the guardian confirmation', async () => {
    const twelve = await register(registration(token, { birthDate: birthDateForAge(13, 1), guardianConfirmed: true }));
    expect(twelve.statusCode).toBe(400);
    expect(fieldsOf(twelve).birthDate).toBe('You must be at least 13 years old to register');
    const thirteen = await register(registration(token, { birthDate: birthDateForAge(13, 0), guardianConfirmed: true }));
    expect(thirteen.statusCode).toBe(200);
  });

  it('requires the guardian confirmation under 16 and stores it', async () => {
    const without = await register(registration(token, { birthDate: birthDateForAge(15) }));
    expect(without.statusCode).toBe(400);
    expect(fieldsOf(without).guardianConfirmed).toBe('Under 16, a legal guardian must be present during the registration');
    const almost16 = await register(registration(token, { birthDate: birthDateForAge(16, 1) }));
    expect(fieldsOf(almost16).guardianConfirmed).toBeDefined();
    const withIt = await register(registration(token, { birthDate: birthDateForAge(15), guardianConfirmed: true }));
    expect(withIt.statusCode).toBe(200);
    const id = Number(decodeJwt(withIt.json().token)[CLAIMS.nameIdentifier]);
    const [member] = firstOf(await t.db.select().from(members).where(eq(members.id, id)), 1);
    expect(member.guardianConfirmed).toBe(true);
    const sixteen = await register(registration(token, { birthDate: birthDateForAge(16, 0) }));
    expect(sixteen.statusCode).toBe(200);
  });

  it('rejects an unknown study token with StudyTokenInvalid and stores nothing', async () => {
    const body = registration('no-such-token');
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'StudyTokenInvalid', field: 'studyToken' });
    expect(await t.db.select().from(members).where(eq(members.email, body.email))).toEqual([]);
  });

  it('rejects closed, finished and cancelled studies with StudyNotAccepting and stores nothing', async () => {
    const club = await buildClub(t.db);
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
    const closed = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, state: 'closed' });
    const cancelled = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, state: 'cancelled' });
    const pastDue = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: isoDate(-30), dueDate: isoDate(-1) });
    for (const study of [closed, cancelled, pastDue]) {
      const body = registration(study.token);
      const res = await register(body);
      expect(res.statusCode, study.state).toBe(409);
      expect(res.json().errors[0].code).toBe('StudyNotAccepting');
      expect(await t.db.select().from(members).where(eq(members.email, body.email))).toEqual([]);
    }
  });

  it('rejects a study of an inactive club with ClubInactive', async () => {
    const club = await buildClub(t.db, { active: false });
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
    const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id });
    const res = await register(registration(study.token));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('ClubInactive');
  });

  it('stores no accepted version when no usage terms are published yet', async () => {
    const bare = await buildTestApp();
    try {
      const club = await buildClub(bare.db);
      const group = await buildStudyGroup(bare.db, { clubId: club.id });
      const quiz = await buildQuiz(bare.db, { categoryId: group.categoryId });
      const study = await buildStudy(bare.db, { studyGroupId: group.id, quizId: quiz.id });
      const res = await bare.inject({ method: 'POST', url: '/api/account/register/player', payload: registration(study.token) });
      expect(res.statusCode).toBe(200);
      const id = Number(decodeJwt(res.json().token)[CLAIMS.nameIdentifier]);
      const [member] = firstOf(await bare.db.select().from(members).where(eq(members.id, id)), 1);
      expect(member.acceptedTermsVersion).toBeNull();
    } finally {
      await bare.close();
    }
  });

  it('never returns a 5xx for malformed bodies', async () => {
    for (const payload of [{}, { name: 42 }, { birthDate: 20100101 }, { termsAccepted: 'yes' }, { email: 'x'.repeat(5000) }]) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe('the mail to the owner of an address registered again', () => {
  it('is written in every language of the contracts, each its own translation', () => {
    const mails = LANGUAGES.map((language) =>
      registrationAttemptMail({ email: 'a@example.test', name: 'Ana', language }, 'FC <Test>', 'https://club.example/home'),
    );
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LANGUAGES.length);
    for (const mail of mails) expect(mail.html).toContain('FC &lt;Test&gt;');
  });
});
