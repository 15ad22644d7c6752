import { GUARDIAN_REQUIRED_UNDER_AGE } from '@club-pulse/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { auditEvents, members } from '../../db/schema/index.ts';
import { buildEvaluation, buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { birthDateForAge } from '../../../test/registration-factories.ts';

/**
 * A member under GUARDIAN_REQUIRED_UNDER_AGE who joined through a roster import or an admin (by the birth date the
 * admin entered) answers only with a guardian's consent on file, as a self-registered one does: the roster can
 * record it, the member confirms it when they set their password, or on their account page; before that every
 * answer is refused.
 */
let t: TestApp;
let admin: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 1 });
  admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const thirteen = birthDateForAge(13);
let seq = 0;
const fresh = (who: string) => `${who}-${++seq}@consent.example.test`;

/** Imports one player into the scene's group and answers the set-password link of their invitation mail. */
async function importPlayer(birthDate: string, consentCell?: string) {
  const email = fresh('kid');
  const header = consentCell === undefined ? 'name,surname,email,birthDate' : 'name,surname,email,birthDate,guardianConfirmed';
  const line = consentCell === undefined ? `Kid,Young,${email},${birthDate}` : `Kid,Young,${email},${birthDate},${consentCell}`;
  const before = t.mailer.sent.length;
  const res = await t.inject({
    method: 'POST',
    url: `/api/admin/study-group/${s.group.id}/roster-import`,
    token: admin,
    payload: { csv: `${header}\n${line}\n` },
  });
  expect(res.statusCode).toBe(200);
  const mail = t.mailer.sent.slice(before).find((m) => m.to === email);
  const link = new URL(mail?.link ?? '');
  const [member] = await t.db.select().from(members).where(sql`lower(${members.email}) = ${email}`);
  if (!member) throw new Error('not imported');
  // The study was there before the import: the member gets an evaluation as a new player of a running study would.
  const evaluation = await buildEvaluation(t.db, { studyId: s.study.id, memberId: member.id });
  return { email, member, evaluation, link, token: link.searchParams.get('token') ?? '' };
}

const setPassword = (email: string, token: string, extra: Record<string, unknown> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/member/resetPassword',
    payload: { email, token, password: 'NewSecret123', repeatPassword: 'NewSecret123', ...extra },
  });

const firstQuestion = (token: string, evaluationId: number) =>
  t.inject({ method: 'GET', url: `/api/evaluation/${evaluationId}/continueQuiz`, token });
const answerFirst = (token: string, evaluationId: number) =>
  t.inject({ method: 'POST', url: `/api/evaluation/${evaluationId}/answer/${s.quiz.questions[0]?.id}`, token, payload: { selectedAnswer: 3 } });

describe('guardian consent of members who did not register themselves', () => {
  it('asks a 13-year-old from a roster without consent to confirm it when setting the password, and keeps the link until then', async () => {
    const kid = await importPlayer(thirteen);
    expect(kid.link.searchParams.get('guardian')).toBe('1');
    expect(kid.member.guardianConfirmed).toBe(false);

    const without = await setPassword(kid.email, kid.token);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      errors: [
        {
          code: 'ValidationError',
          field: 'guardianConfirmed',
          message: `Under ${GUARDIAN_REQUIRED_UNDER_AGE}, a parent or legal guardian must confirm their consent`,
        },
      ],
    });
    const refused = await setPassword(kid.email, kid.token, { guardianConfirmed: false });
    expect(refused.statusCode).toBe(400);

    expect((await setPassword(kid.email, kid.token, { guardianConfirmed: true })).statusCode).toBe(204);
    const [stored] = await t.db.select().from(members).where(eq(members.id, kid.member.id));
    expect(stored?.guardianConfirmed).toBe(true);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'member.guardianConsent'));
    expect(audit.map((a) => [a.actorId, a.target])).toContainEqual([kid.member.id, `member:${kid.member.id}`]);

    const session = await t.login(kid.email, 'NewSecret123');
    expect((await firstQuestion(session, kid.evaluation.id)).statusCode).toBe(200);
    expect((await answerFirst(session, kid.evaluation.id)).statusCode).toBe(200);
  });

  it('refuses every answer of a 13-year-old from a roster without consent (403 GuardianConsentRequired), until they confirm it', async () => {
    const kid = await importPlayer(thirteen);
    // A password set before consent was asked for at set-password (or by any way around it).
    await t.db
      .update(members)
      .set({ passwordHash: await hashPassword(DEFAULT_PASSWORD) })
      .where(eq(members.id, kid.member.id));
    const session = await t.login(kid.email, DEFAULT_PASSWORD);

    const question = await firstQuestion(session, kid.evaluation.id);
    expect(question.statusCode).toBe(403);
    expect(question.json().errors[0].code).toBe('GuardianConsentRequired');
    const answered = await answerFirst(session, kid.evaluation.id);
    expect(answered.statusCode).toBe(403);
    expect(answered.json().errors[0].code).toBe('GuardianConsentRequired');
    expect((await t.inject({ method: 'GET', url: '/api/member/me/profile', token: session })).json().guardianConsentNeeded).toBe(true);

    const notTrue = await t.inject({ method: 'POST', url: '/api/member/me/guardianConsent', token: session, payload: { guardianConfirmed: false } });
    expect(notTrue.statusCode).toBe(400);
    const confirmed = await t.inject({ method: 'POST', url: '/api/member/me/guardianConsent', token: session, payload: { guardianConfirmed: true } });
    expect(confirmed.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/member/me/profile', token: session })).json().guardianConsentNeeded).toBe(false);
    expect((await answerFirst(session, kid.evaluation.id)).statusCode).toBe(200);
  });

  it('lets a 13-year-old whose consent the roster records set the password and answer without being asked', async () => {
    const kid = await importPlayer(thirteen, 'yes');
    expect(kid.member.guardianConfirmed).toBe(true);
    expect(kid.link.searchParams.get('guardian')).toBeNull();
    expect((await setPassword(kid.email, kid.token)).statusCode).toBe(204);
    const session = await t.login(kid.email, 'NewSecret123');
    expect((await answerFirst(session, kid.evaluation.id)).statusCode).toBe(200);
  });

  it('asks nothing of a player of 16 or more, nor of a member without a birth date on file', async () => {
    const adult = await importPlayer(birthDateForAge(GUARDIAN_REQUIRED_UNDER_AGE));
    expect(adult.link.searchParams.get('guardian')).toBeNull();
    expect((await setPassword(adult.email, adult.token)).statusCode).toBe(204);
    const session = await t.login(adult.email, 'NewSecret123');
    expect((await answerFirst(session, adult.evaluation.id)).statusCode).toBe(200);

    await t.db.update(members).set({ birthDate: null }).where(eq(members.id, adult.member.id));
    expect((await answerFirst(await t.login(adult.email, 'NewSecret123'), adult.evaluation.id)).statusCode).toBe(200);
  });

  it('records the consent a roster holds for a member who exists already, and never withdraws one', async () => {
    const kid = await importPlayer(thirteen);
    const again = (cell: string) =>
      t.inject({
        method: 'POST',
        url: `/api/admin/study-group/${s.group.id}/roster-import`,
        token: admin,
        payload: { csv: `name,surname,email,birthDate,guardianConfirmed\nKid,Young,${kid.email},${thirteen},${cell}\n` },
      });
    expect((await again('ja')).statusCode).toBe(200);
    const consentOf = async () => (await t.db.select().from(members).where(eq(members.id, kid.member.id)))[0]?.guardianConfirmed;
    expect(await consentOf()).toBe(true);
    expect((await again('no')).statusCode).toBe(200);
    expect(await consentOf()).toBe(true);
  });

  it('refuses every answer of a 13-year-old an admin added, until they confirm the consent when setting the password', async () => {
    const email = fresh('added');
    const before = t.mailer.sent.length;
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/member',
      token: admin,
      payload: { name: 'Kid', surname: 'Added', email, language: 'en', role: 'Player', studyGroupId: s.group.id, birthDate: thirteen },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().member).toMatchObject({ birthDate: thirteen, guardianConfirmed: false });
    const id: number = created.json().member.id;
    const link = new URL(t.mailer.sent.slice(before).find((m) => m.to === email)?.link ?? '');
    expect(link.searchParams.get('guardian')).toBe('1');
    const evaluation = await buildEvaluation(t.db, { studyId: s.study.id, memberId: id });

    // Signed in some other way before the consent was asked for: every answer is refused.
    await t.db
      .update(members)
      .set({ passwordHash: await hashPassword(DEFAULT_PASSWORD) })
      .where(eq(members.id, id));
    const early = await t.login(email, DEFAULT_PASSWORD);
    const refused = await answerFirst(early, evaluation.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('GuardianConsentRequired');

    const token = link.searchParams.get('token') ?? '';
    expect((await setPassword(email, token)).statusCode).toBe(400);
    expect((await setPassword(email, token, { guardianConfirmed: true })).statusCode).toBe(204);
    const session = await t.login(email, 'NewSecret123');
    expect((await firstQuestion(session, evaluation.id)).statusCode).toBe(200);
    expect((await answerFirst(session, evaluation.id)).statusCode).toBe(200);
  });

  it('makes a member whose birth date the admin enters later answer only with a consent on file', async () => {
    const kid = await importPlayer(birthDateForAge(GUARDIAN_REQUIRED_UNDER_AGE), 'no');
    expect((await setPassword(kid.email, kid.token)).statusCode).toBe(204);
    const session = await t.login(kid.email, 'NewSecret123');
    const edit = (birthDate: string | null) =>
      t.inject({
        method: 'PUT',
        url: `/api/admin/member/${kid.member.id}`,
        token: admin,
        payload: { name: 'Kid', surname: 'Young', email: kid.email, birthDate },
      });
    expect((await edit('2099-01-01')).statusCode).toBe(400);
    const corrected = await edit(thirteen);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ birthDate: thirteen, guardianConfirmed: false });
    expect((await answerFirst(session, kid.evaluation.id)).statusCode).toBe(403);
    const unchanged = await t.inject({
      method: 'PUT',
      url: `/api/admin/member/${kid.member.id}`,
      token: admin,
      payload: { name: 'Kid', surname: 'Young', email: kid.email },
    });
    expect(unchanged.json().birthDate).toBe(thirteen);
  });

  it('answers 401 to the consent call without a session', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/member/me/guardianConsent', token: null, payload: { guardianConfirmed: true } });
    expect(res.statusCode).toBe(401);
  });
});
