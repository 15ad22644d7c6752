import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, helplines } from '../../db/schema/index.ts';
import { DEFAULT_HELPLINES, HELPLINES_CHECKED_ON } from '../../content/helplines.ts';
import { buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildScene>>;
let admin: string;
let coach: string;
let otherCoach: string;
let critical: string;
let minimal: string;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 2 });
  // Player 0 answers the worst of every item (critical), player 1 the best (minimal).
  await finishEvaluation(
    t.db,
    nth(s.players, 0).evaluation.id,
    s.quiz,
    s.quiz.questions.map(() => 1),
  );
  await finishEvaluation(
    t.db,
    nth(s.players, 1).evaluation.id,
    s.quiz,
    s.quiz.questions.map(() => 5),
  );
  admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
  coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
  otherCoach = await t.login(s.otherCoach.email, DEFAULT_PASSWORD);
  critical = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
  minimal = await t.login(nth(s.players, 1).email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const contact = { name: 'Marta Puig', role: 'welfareOfficer', email: 'welfare@club.example', phone: '+34 600 000 000', languages: ['es', 'ca'] };

describe('helplines', () => {
  it('ships the defaults with their source and check date, once whatever the restarts', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/helpline', token: admin });
    expect(res.statusCode).toBe(200);
    const lines = res.json() as Array<{
      number: string;
      source: string;
      sourceCheckedOn: string | null;
      confirmedAt: string | null;
      isDefault: boolean;
      enabled: boolean;
    }>;
    expect(lines.map((h) => h.number).sort()).toEqual(DEFAULT_HELPLINES.map((h) => h.number).sort());
    expect(lines.every((h) => h.isDefault && h.enabled)).toBe(true);
    // The day the source was checked comes apart from the source, for the admin's screen to write in their language.
    expect(lines.map((h) => h.sourceCheckedOn)).toEqual(lines.map(() => HELPLINES_CHECKED_ON));
    expect(lines.find((h) => h.number === '024')?.source).toBe('https://www.sanidad.gob.es/linea024/');
    expect(lines.filter((h) => h.source.includes('checked'))).toEqual([]);
    const { installDefaultHelplines } = await import('./index.ts');
    await installDefaultHelplines(t.db);
    expect(await t.db.select().from(helplines)).toHaveLength(DEFAULT_HELPLINES.length);
  });

  it("shows a player their club's national helplines at once, described in their language, without an admin switching them on", async () => {
    const id = nth(s.players, 0).evaluation.id;
    const es = await t.inject({ method: 'GET', url: `/api/evaluation/${id}/support?lang=ca`, token: critical });
    expect(es.json().helplines.map((h: { number: string }) => h.number)).toEqual(['024', '717 003 717', '900 20 20 10', '116 111']);
    expect(es.json().helplines[0].description).toBe('Atenció a la conducta suïcida: gratuïta, confidencial, 24 hores');
    // A player whose language no line speaks is shown every line of the country, described in their language.
    const en = await t.inject({ method: 'GET', url: `/api/evaluation/${id}/support?lang=en`, token: critical });
    expect(en.json().helplines).toHaveLength(4);
    expect(en.json().helplines[0].description).toMatch(/^Suicidal behaviour helpline/);
    // The club moves to Germany: German lines, no Spanish one.
    await t.inject({ method: 'PUT', url: `/api/manager/club/${s.club.id}/support/country`, token: coach, payload: { country: 'DE' } });
    const de = await t.inject({ method: 'GET', url: `/api/evaluation/${id}/support?lang=de`, token: critical });
    expect(de.json().helplines.map((h: { number: string }) => h.number)).toEqual(['0800 111 0 111', '116 111']);
    await t.inject({ method: 'PUT', url: `/api/manager/club/${s.club.id}/support/country`, token: coach, payload: { country: 'ES' } });
  });

  it('lets an admin hide a line, edit one (their words then shown) and record their check, audited', async () => {
    const lines = (await t.inject({ method: 'GET', url: '/api/admin/helpline', token: admin })).json() as Array<Record<string, unknown>>;
    const anar = lines.find((h) => h.number === '900 20 20 10') as { id: number } & Record<string, unknown>;
    const esperanza = lines.find((h) => h.number === '717 003 717') as { id: number } & Record<string, unknown>;
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/admin/helpline/${anar.id}`,
      token: admin,
      payload: { ...pick(anar), description: 'Para menores de edad', confirmed: true },
    });
    expect(saved.statusCode).toBe(200);
    const confirmed = (saved.json() as Array<{ id: number; confirmedAt: string | null; confirmedBy: string | null }>).find((h) => h.id === anar.id);
    expect(confirmed?.confirmedAt).not.toBeNull();
    expect(confirmed?.confirmedBy).toBe(`${s.admin.name} ${s.admin.surname}`);
    await t.inject({
      method: 'PUT',
      url: `/api/admin/helpline/${esperanza.id}`,
      token: admin,
      payload: { ...pick(esperanza), enabled: false, confirmed: false },
    });

    const after = await t.inject({ method: 'GET', url: `/api/evaluation/${nth(s.players, 0).evaluation.id}/support?lang=it`, token: critical });
    const shown = after.json().helplines as Array<{ number: string; description: string }>;
    expect(shown.map((h) => h.number)).toEqual(['024', '900 20 20 10', '116 111']);
    expect(shown[1]?.description).toBe('Para menores de edad');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `helpline:${anar.id}`));
    expect(audit.map((a) => a.action)).toContain('helpline.confirmed');
    await t.inject({ method: 'PUT', url: `/api/admin/helpline/${esperanza.id}`, token: admin, payload: { ...pick(esperanza), confirmed: false } });
  });

  it("keeps a shipped line's check day when the admin saves its source as they read it, not when they write another", async () => {
    const lines = (await t.inject({ method: 'GET', url: '/api/admin/helpline', token: admin })).json() as Array<Record<string, unknown>>;
    const azzurro = lines.find((h) => h.number === '19696') as { id: number } & Record<string, unknown>;
    const url = `/api/admin/helpline/${azzurro.id}`;
    const kept = await t.inject({ method: 'PUT', url, token: admin, payload: { ...pick(azzurro), confirmed: false } });
    expect(kept.json().find((h: { id: number }) => h.id === azzurro.id)).toMatchObject({
      source: 'https://azzurro.it',
      sourceCheckedOn: HELPLINES_CHECKED_ON,
    });
    const mine = await t.inject({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...pick(azzurro), source: 'https://azzurro.it/contatti', confirmed: false },
    });
    expect(mine.json().find((h: { id: number }) => h.id === azzurro.id)).toMatchObject({
      source: 'https://azzurro.it/contatti',
      sourceCheckedOn: null,
    });
    await t.db
      .update(helplines)
      .set({ source: `https://azzurro.it (checked ${HELPLINES_CHECKED_ON})` })
      .where(eq(helplines.id, azzurro.id));
  });

  it("records an admin's check of today in one call, over an older confirmation, changing nothing else of the line, audited", async () => {
    const lines = (await t.inject({ method: 'GET', url: '/api/admin/helpline', token: admin })).json() as Array<{
      id: number;
      number: string;
    }>;
    const line024 = lines.find((h) => h.number === '024') as { id: number };
    // Confirmed long ago by somebody who has left: the admin's check replaces it.
    await t.db
      .update(helplines)
      .set({ confirmedAt: new Date('2025-01-15T10:00:00Z'), confirmedBy: null })
      .where(eq(helplines.id, line024.id));
    const before = Date.now();
    const res = await t.inject({ method: 'PUT', url: `/api/admin/helpline/${line024.id}/confirm`, token: admin });
    expect(res.statusCode).toBe(200);
    const checked = (res.json() as Array<{ id: number; confirmedAt: string; confirmedBy: string; source: string; description: string }>).find(
      (h) => h.id === line024.id,
    );
    expect(Date.parse(checked?.confirmedAt ?? '')).toBeGreaterThanOrEqual(before - 60_000);
    expect(checked).toMatchObject({ confirmedBy: `${s.admin.name} ${s.admin.surname}`, source: 'https://www.sanidad.gob.es/linea024/' });
    // The shipped translations stay: a Catalan player still reads the line in Catalan.
    const ca = await t.inject({ method: 'GET', url: `/api/evaluation/${nth(s.players, 0).evaluation.id}/support?lang=ca`, token: critical });
    expect(ca.json().helplines[0].description).toBe('Atenció a la conducta suïcida: gratuïta, confidencial, 24 hores');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `helpline:${line024.id}`));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['helpline.confirmed', s.admin.id]]);
    expect((await t.inject({ method: 'PUT', url: '/api/admin/helpline/999999/confirm', token: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PUT', url: `/api/admin/helpline/${line024.id}/confirm`, token: coach })).statusCode).toBe(403);
  });

  it('lets an installation add a country: a club there sees its lines', async () => {
    const added = await t.inject({
      method: 'POST',
      url: '/api/admin/helpline',
      token: admin,
      payload: {
        country: 'FR',
        languages: ['en'],
        name: 'Ligne test',
        number: '3114',
        description: '',
        source: 'test',
        enabled: true,
        confirmed: true,
      },
    });
    expect(added.statusCode).toBe(201);
    const moved = await t.inject({ method: 'PUT', url: `/api/admin/club/${s.club.id}/support/country`, token: admin, payload: { country: 'FR' } });
    expect(moved.json().country).toBe('FR');
    const fr = await t.inject({ method: 'GET', url: `/api/evaluation/${nth(s.players, 0).evaluation.id}/support`, token: critical });
    expect(fr.json().helplines.map((h: { number: string }) => h.number)).toEqual(['3114']);
    const bad = await t.inject({ method: 'PUT', url: `/api/admin/club/${s.club.id}/support/country`, token: admin, payload: { country: 'XX' } });
    expect(bad.statusCode).toBe(400);
    await t.inject({ method: 'PUT', url: `/api/admin/club/${s.club.id}/support/country`, token: admin, payload: { country: 'ES' } });
  });
});

describe("a club's support contacts", () => {
  it("are kept by the club's coaches and admins, never by another club's coach", async () => {
    const added = await t.inject({ method: 'POST', url: `/api/manager/club/${s.club.id}/support/contacts`, token: coach, payload: contact });
    expect(added.statusCode).toBe(201);
    expect(added.json().contacts).toEqual([expect.objectContaining(contact)]);
    const id = added.json().contacts[0].id;
    const byAdmin = await t.inject({
      method: 'PUT',
      url: `/api/admin/club/${s.club.id}/support/contacts/${id}`,
      token: admin,
      payload: { ...contact, phone: null },
    });
    expect(byAdmin.json().contacts[0].phone).toBeNull();
    for (const [method, url] of [
      ['GET', `/api/manager/club/${s.club.id}/support`],
      ['POST', `/api/manager/club/${s.club.id}/support/contacts`],
      ['DELETE', `/api/manager/club/${s.club.id}/support/contacts/${id}`],
    ] as const)
      expect((await t.inject({ method, url, token: otherCoach, payload: contact })).statusCode).toBe(403);
    // A contact id of this club under another club's path does not exist there.
    const other = await t.inject({ method: 'DELETE', url: `/api/admin/club/${s.otherClub.id}/support/contacts/${id}`, token: admin });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a contact without email and phone, naming the field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/manager/club/${s.club.id}/support/contacts`,
      token: coach,
      payload: { ...contact, email: null, phone: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('phone');
  });

  it('marks a contact for the escalations of critical cases (off unless asked, only with an email), never shown to players', async () => {
    const url = `/api/manager/club/${s.club.id}/support/contacts`;
    const noEmail = await t.inject({ method: 'POST', url, token: coach, payload: { ...contact, email: null, receivesEscalations: true } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors[0].field).toBe('email');
    const added = await t.inject({ method: 'POST', url, token: coach, payload: { ...contact, name: 'Jordi Vila', receivesEscalations: true } });
    expect(added.statusCode).toBe(201);
    const jordi = added.json().contacts.find((c: { name: string }) => c.name === 'Jordi Vila');
    expect(jordi.receivesEscalations).toBe(true);
    expect(added.json().contacts.find((c: { name: string }) => c.name === contact.name).receivesEscalations).toBe(false);
    const off = await t.inject({ method: 'PUT', url: `${url}/${jordi.id}`, token: coach, payload: { ...contact, name: 'Jordi Vila' } });
    expect(off.json().contacts.find((c: { id: number }) => c.id === jordi.id).receivesEscalations).toBe(false);
    await t.inject({
      method: 'PUT',
      url: `${url}/${jordi.id}`,
      token: coach,
      payload: { ...contact, name: 'Jordi Vila', receivesEscalations: true },
    });
    const seen = await t.inject({ method: 'GET', url: `/api/evaluation/${nth(s.players, 0).evaluation.id}/support`, token: critical });
    expect(seen.json().contacts.length).toBeGreaterThan(1);
    for (const c of seen.json().contacts) expect(c).not.toHaveProperty('receivesEscalations');
    expect((await t.inject({ method: 'DELETE', url: `${url}/${jordi.id}`, token: coach })).statusCode).toBeLessThan(300);
  });
});

describe('what a player can do now', () => {
  it('tells a player with a critical result that they need support, with the club’s contacts; a minimal result does not', async () => {
    const mine = await t.inject({ method: 'GET', url: `/api/evaluation/${nth(s.players, 0).evaluation.id}/support`, token: critical });
    expect(mine.json()).toMatchObject({ needsSupport: true, club: s.club.name, contacts: [expect.objectContaining({ name: contact.name })] });
    const calm = await t.inject({ method: 'GET', url: `/api/evaluation/${nth(s.players, 1).evaluation.id}/support`, token: minimal });
    expect(calm.json().needsSupport).toBe(false);
  });

  it("is not found for somebody else's evaluation, a coach's included", async () => {
    const id = nth(s.players, 0).evaluation.id;
    expect((await t.inject({ method: 'GET', url: `/api/evaluation/${id}/support`, token: minimal })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/evaluation/${id}/support`, token: coach })).statusCode).toBe(404);
  });
});

const pick = (h: Record<string, unknown>) => ({
  country: h.country,
  languages: h.languages,
  name: h.name,
  number: h.number,
  description: h.description,
  source: h.source,
  enabled: h.enabled,
});

describe('"Get support" from anywhere', () => {
  it("shows anyone a country's helplines in their language, or the language's country without one", async () => {
    const de = await t.inject({ method: 'GET', url: '/api/support/helplines?country=DE&lang=de' });
    expect(de.statusCode).toBe(200);
    expect(de.json().country).toBe('DE');
    expect(de.json().helplines.map((h: { name: string }) => h.name)).toContain('Nummer gegen Kummer');
    const italian = await t.inject({ method: 'GET', url: '/api/support/helplines?lang=it' });
    expect(italian.json()).toMatchObject({
      country: 'IT',
      helplines: expect.arrayContaining([expect.objectContaining({ name: 'Telefono Azzurro' })]),
    });
    expect((await t.inject({ method: 'GET', url: '/api/support/helplines?country=XX' })).statusCode).toBe(400);
  });

  it("shows a signed-in member their own clubs' contacts and helplines, with or without a result, never another club's", async () => {
    const mine = await t.inject({ method: 'GET', url: '/api/support/mine?lang=es', token: minimal });
    expect(mine.statusCode).toBe(200);
    const [club, ...others] = mine.json().clubs;
    expect(others).toEqual([]);
    expect(club).toMatchObject({ club: s.club.name, contacts: [expect.objectContaining({ name: contact.name })] });
    expect(club.helplines.length).toBeGreaterThan(0);
    for (const c of club.contacts) {
      expect(c).not.toHaveProperty('id');
      expect(c).not.toHaveProperty('receivesEscalations');
    }
    const other = await t.inject({ method: 'GET', url: '/api/support/mine', token: otherCoach });
    expect(other.json().clubs.map((c: { club: string }) => c.club)).toEqual([s.otherClub.name]);
    expect((await t.inject({ method: 'GET', url: '/api/support/mine' })).statusCode).toBe(401);
  });
});
