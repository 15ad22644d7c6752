import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { MAX_INVITE_EMAILS, studyRegisterLink } from '@club-pulse/contracts/study-sharing';
import { and, eq, like } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, evaluations, studies } from '../../db/schema/index.ts';
import { buildMember, buildScene, buildStudy, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { firstOf, nth } from '../../../test/nth.ts';
import { posterTexts } from './study-sharing-texts.ts';

/** The rendered posters are kept as test artifacts (CI uploads test-results/). */
const ARTIFACTS = fileURLToPath(new URL('../../../../../test-results/study-poster/', import.meta.url));

let t: TestApp;
let s: Awaited<ReturnType<typeof buildScene>>;
let coach: string;
let otherCoach: string;
let player: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://pulse.example.test' } });
  s = await buildScene(t.db);
  [coach, otherCoach, player, admin] = await Promise.all([
    t.login(s.coach.email, DEFAULT_PASSWORD),
    t.login(s.otherCoach.email, DEFAULT_PASSWORD),
    t.login(nth(s.players, 0).email, DEFAULT_PASSWORD),
    t.login(s.admin.email, DEFAULT_PASSWORD),
  ]);
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => t?.close());

const registerLink = (token: string) => `https://pulse.example.test/register?studyToken=${token}`;
const closedStudy = () => buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, state: 'closed' });
const finishedStudy = () => buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: isoDate(-30), dueDate: isoDate(-1) });

/** The PDF's text (pdftotext), its page count (pdfinfo), and its first page as PNG (pdftoppm, 100 dpi). */
function inspectPdf(pdf: Buffer, name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'poster-'));
  const file = join(dir, 'poster.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', file, join(ARTIFACTS, name)]);
  const png = PNG.sync.read(readFileSync(join(ARTIFACTS, `${name}.png`)));
  return { text: text.replace(/\s+/g, ' '), info, png };
}

describe('the QR poster', () => {
  it('is an A4 PDF of one page with the study, club, team, link, due date and three steps in the chosen language', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/poster?language=es`, token: coach });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="club-pulse-poster-study-${s.study.id}-es.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, info, png } = inspectPdf(res.rawPayload, 'poster-es');
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    const es = posterTexts('es');
    for (const expected of [s.club.name, s.group.name, s.study.description, es.headline, es.stepsTitle, registerLink(s.study.token)])
      expect(text).toContain(expected);
    for (const step of es.steps) expect(text).toContain(step.slice(0, 30));
    expect(text).not.toContain(posterTexts('en').stepsTitle);

    // The rendered page's QR code reads back as the study's registration link.
    expect(png.width).toBeGreaterThan(800);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(registerLink(s.study.token));
  });

  it("has the link the share panel shows: the client's configuration hands out the same PUBLIC_URL", async () => {
    const settings = await t.inject({ method: 'GET', url: '/appsettings.json' });
    expect(settings.json().publicUrl).toBe('https://pulse.example.test');
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/poster?language=en`, token: coach });
    const { text } = inspectPdf(res.rawPayload, 'poster-panel-link');
    // The panel builds its link as studyRegisterLink(publicUrl, token) (study-share-panel.tsx).
    expect(text).toContain(studyRegisterLink(settings.json().publicUrl, s.study.token));
  });

  it.each(LANGUAGES)('speaks %s when asked to', async (language) => {
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/poster?language=${language}`, token: coach });
    expect(res.statusCode).toBe(200);
    const { text } = inspectPdf(res.rawPayload, `poster-${language}`);
    expect(text).toContain(posterTexts(language).stepsTitle);
    expect(text).toContain(posterTexts(language).scan);
  });

  it("is in the installation's default language when none is chosen", async () => {
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/poster`, token: coach });
    expect(res.statusCode).toBe(200);
    expect(inspectPdf(res.rawPayload, 'poster-default').text).toContain(posterTexts('en').stepsTitle);
  });

  it('is refused for a language the product does not have, and for a study that no longer takes players', async () => {
    const bad = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/poster?language=fr`, token: coach });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'language' });
    for (const study of [await closedStudy(), await finishedStudy()]) {
      const res = await t.inject({ method: 'GET', url: `/api/manager/study/${study.id}/poster`, token: coach });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('StudyNotAccepting');
    }
  });
});

describe('who may share a study', () => {
  const calls = () => [
    { method: 'GET' as const, url: `/api/manager/study/${s.study.id}/poster` },
    { method: 'POST' as const, url: `/api/manager/study/${s.study.id}/invite`, payload: { emails: ['someone@example.test'] } },
    {
      method: 'POST' as const,
      url: `/api/manager/study/${s.study.id}/duplicate`,
      payload: { description: 'Copy', startDate: isoDate(0), dueDate: isoDate(10) },
    },
  ];

  it("answers 401 without a session, 403 to another club's coach, a player and an admin, and sends nothing", async () => {
    const before = t.mailer.sent.length;
    const count = async () => (await t.db.select().from(studies)).length;
    const studiesBefore = await count();
    for (const call of calls()) {
      expect((await t.inject({ ...call, token: null })).statusCode, call.url).toBe(401);
      for (const token of [otherCoach, player, admin]) {
        const res = await t.inject({ ...call, token });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json().errors[0].code).toBe('Forbidden');
      }
    }
    expect(t.mailer.sent.length).toBe(before);
    expect(await count()).toBe(studiesBefore);
  });

  it('answers 404 for a study that does not exist', async () => {
    for (const call of calls()) {
      const res = await t.inject({ ...call, url: call.url.replace(`/${s.study.id}/`, '/999999/'), token: coach });
      expect([403, 404], call.url).toContain(res.statusCode);
    }
  });
});

describe('inviting by mail', () => {
  const invite = (studyId: number, emails: string[]) =>
    t.inject({ method: 'POST', url: `/api/manager/study/${studyId}/invite`, token: coach, payload: { emails } });

  it('sends nothing while any address is invalid, and names each invalid one by its place', async () => {
    const before = t.mailer.sent.length;
    const res = await invite(s.study.id, ['ok@example.test', 'not-an-address', 'two@example.test, three@example.test', 'x@']);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['emails.1', 'emails.2', 'emails.3']);
    expect(t.mailer.sent.length).toBe(before);
  });

  it(`refuses an empty list and more than ${MAX_INVITE_EMAILS} addresses`, async () => {
    expect((await invite(s.study.id, [])).statusCode).toBe(400);
    const many = Array.from({ length: MAX_INVITE_EMAILS + 1 }, (_, i) => `p${i}@example.test`);
    expect((await invite(s.study.id, many)).statusCode).toBe(400);
  });

  it('mails each address once: a member in their language with the sign-in link, anyone else the registration link; the audit keeps the count only', async () => {
    const member = await buildMember(t.db, { name: 'Greta', language: 'de' });
    const stranger = `new-${Date.now()}@example.test`;
    const before = t.mailer.sent.length;
    const res = await invite(s.study.id, [stranger, member.email.toUpperCase(), stranger.toUpperCase()]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2, duplicates: 1 });
    const mails = t.mailer.sent.slice(before);
    expect(mails).toHaveLength(2);
    const toStranger = mails.find((m) => m.to === stranger);
    expect(toStranger?.link).toBe(registerLink(s.study.token));
    expect(toStranger?.subject).toBe(`${s.club.name} invites you to a short check-in on Club Pulse`);
    expect(toStranger?.text).toContain(s.study.description);
    const toMember = mails.find((m) => m.to === member.email.toLowerCase());
    expect(toMember?.link).toBe(`https://pulse.example.test/home?studyToken=${s.study.token}`);
    expect(toMember?.text).toContain('Hallo Greta,');
    expect(toMember?.subject).toContain('lädt dich');

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'study.invite'), like(auditEvents.target, `study:${s.study.id} %`)));
    expect(audit.map((a) => a.target)).toContain(`study:${s.study.id} count:2`);
    expect(JSON.stringify(audit)).not.toContain('@');
  });

  it('is refused for a closed or finished study, with nothing sent', async () => {
    const before = t.mailer.sent.length;
    for (const study of [await closedStudy(), await finishedStudy()]) {
      const res = await invite(study.id, ['late@example.test']);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('StudyNotAccepting');
    }
    expect(t.mailer.sent.length).toBe(before);
  });

  it('is rate-limited per coach (429 past the limit)', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const scene = await buildScene(limited.db);
      const token = await limited.login(scene.coach.email, DEFAULT_PASSWORD);
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: `/api/manager/study/${scene.study.id}/invite`,
          token,
          payload: { emails: [`p${i}@example.test`] },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes[20]).toBe(429);
      expect(limited.mailer.sent).toHaveLength(20);
    } finally {
      await limited.close();
    }
  });
});

describe('duplicating a study', () => {
  const duplicate = (studyId: number, body: object, token = coach) =>
    t.inject({ method: 'POST', url: `/api/manager/study/${studyId}/duplicate`, token, payload: body });

  it('makes a new open study of the same group and quiz with the new dates and its own link, inviting the group again', async () => {
    const source = await finishedStudy();
    const res = await duplicate(source.id, { description: 'Spring check-in', startDate: isoDate(1), dueDate: isoDate(30) });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      description: 'Spring check-in',
      state: 'open',
      studyGroupId: source.studyGroupId,
      quizId: source.quizId,
      startDate: isoDate(1),
      dueDate: isoDate(30),
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(copy.token).not.toBe(source.token);
    // The group's current members (two players and the coach) are invited to the copy.
    expect(await t.db.select().from(evaluations).where(eq(evaluations.studyId, copy.id))).toHaveLength(3);
    const [stored] = firstOf(await t.db.select().from(studies).where(eq(studies.id, copy.id)), 1);
    expect(stored.createdBy).toBe(s.coach.id);
  });

  it('checks the copy as a new study: dates in order, a due date ahead, a description', async () => {
    const cases = [
      [{ description: 'x', startDate: isoDate(5), dueDate: isoDate(5) }, 'dueDate'],
      [{ description: 'x', startDate: isoDate(-20), dueDate: isoDate(-2) }, 'dueDate'],
      [{ description: '   ', startDate: isoDate(0), dueDate: isoDate(5) }, 'description'],
      [{ description: 'x', startDate: '2030-02-30', dueDate: isoDate(5) }, 'startDate'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await duplicate(s.study.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
  });
});
