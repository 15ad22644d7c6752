import { ROSTER_IMPORT_MAX_ROWS } from '@club-pulse/contracts/roster-import';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, members, squadMembers } from '../../db/schema/index.ts';
import { buildMember, buildScene, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
let admin: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 1 });
  admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const HEADER = 'name,surname,email,birthDate';
const born = '2008-05-17';
let seq = 0;
/** A fresh email for each test, so that the tests share one database without meeting. */
const fresh = (who: string) => `${who}-${++seq}@roster.example.test`;

const importCsv = (groupId: number, csv: string, dryRun = false, token: string | null = admin) =>
  t.inject({ method: 'POST', url: `/api/admin/study-group/${groupId}/roster-import`, token, payload: { csv, dryRun } });

const memberByEmail = async (email: string) => (await t.db.select().from(members).where(sql`lower(${members.email}) = lower(${email})`))[0];
const playersOfGroup = async (groupId: number) =>
  t.db
    .select({ memberId: squadMembers.memberId })
    .from(squadMembers)
    .where(and(eq(squadMembers.studyGroupId, groupId), eq(squadMembers.squadRole, 'Player'), isNull(squadMembers.removedAt)));

describe('roster import', () => {
  it('previews a good file without storing anything, then imports it: new members invited by mail, everyone a player', async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const known = await buildMember(t.db, { name: 'Kim', surname: 'Known' });
    const [ana, bo] = [fresh('ana'), fresh('bo')];
    const csv = `${HEADER}\r\nAna,Gil,${ana},${born}\r\nBo,Lund,${bo},17/05/2008\r\nKim,Known,${known.email.toUpperCase()},${born}\r\n`;

    const before = t.mailer.sent.length;
    const dry = await importCsv(group.id, csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      problems: [],
      counts: { invited: 2, added: 1, already: 0 },
      lines: [
        { line: 2, email: ana, birthDate: born, outcome: 'invite' },
        { line: 3, email: bo, birthDate: born, outcome: 'invite' },
        { line: 4, outcome: 'add' },
      ],
    });
    expect(await memberByEmail(ana)).toBeUndefined();
    expect(await playersOfGroup(group.id)).toEqual([]);
    expect(t.mailer.sent.length).toBe(before);

    const res = await importCsv(group.id, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, counts: { invited: 2, added: 1, already: 0 } });
    const stored = await memberByEmail(ana);
    expect(stored).toMatchObject({ name: 'Ana', surname: 'Gil', birthDate: born, passwordHash: null, role: 'User', language: 'en' });
    expect((await playersOfGroup(group.id)).length).toBe(3);

    // Mails to the two new members only, with the existing invitation (a set-password link), none to the known one.
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([ana, bo].sort());
    expect(nth(mails, 0).subject).toBe('Your Club Pulse account is ready');
    expect(nth(mails, 0).text).toContain(`a player of ${s.club.name}`);
    expect(nth(mails, 0).link).toContain('/reset-password?');

    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'studyGroup.rosterImport'));
    expect(audit.map((a) => [a.actorId, a.target])).toContainEqual([
      s.admin.id,
      `studyGroup:${group.id} invited:2 added:1 already:0 guardianConsents:0`,
    ]);

    // The same file again: everyone is already in the group; nothing new, no mail.
    const again = await importCsv(group.id, csv);
    expect(again.json().counts).toEqual({ invited: 0, added: 0, already: 3 });
    expect(t.mailer.sent.length).toBe(before + 2);
  });

  it('gives each player one membership when the same file is imported several times at once', async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const known = await Promise.all([1, 2, 3].map((k) => buildMember(t.db, { name: `Twice${k}`, surname: 'Known' })));
    const csv = [HEADER, ...known.map((m) => `${m.name},Known,${m.email},${born}`)].join('\r\n');
    const answers = await Promise.all([1, 2, 3].map(() => importCsv(group.id, csv)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const players = (await playersOfGroup(group.id)).map((p) => p.memberId).sort((a, b) => a - b);
    expect(players).toEqual(known.map((m) => m.id).sort((a, b) => a - b));
  });

  it('stores nothing when one line is wrong, and reports every problem of the file (422 RosterInvalid)', async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const good = fresh('good');
    const csv = [HEADER, `Ana,Gil,${good},${born}`, `,Gil,not-an-email,2008-02-30`, `Bo,Lund,${good.toUpperCase()},${born}`].join('\n');
    const before = t.mailer.sent.length;

    const dry = await importCsv(group.id, csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().problems).toEqual([
      { line: 3, field: 'name', code: 'Required' },
      { line: 3, field: 'email', code: 'InvalidEmail' },
      { line: 3, field: 'birthDate', code: 'InvalidDate' },
      { line: 4, field: 'email', code: 'DuplicateInFile' },
    ]);
    expect(dry.json().lines.map((l: { outcome: string | null }) => l.outcome)).toEqual(['invite', null, null]);

    const res = await importCsv(group.id, csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { code: 'Required', field: 'lines.3.name', message: 'Line 3: Required' },
      { code: 'InvalidEmail', field: 'lines.3.email', message: 'Line 3: InvalidEmail' },
      { code: 'InvalidDate', field: 'lines.3.birthDate', message: 'Line 3: InvalidDate' },
      { code: 'DuplicateInFile', field: 'lines.4.email', message: 'Line 4: DuplicateInFile' },
    ]);
    expect(await memberByEmail(good)).toBeUndefined();
    expect(await playersOfGroup(group.id)).toEqual([]);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('reads a semicolon file of Spanish Excel with a BOM and Spanish headers', async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const email = fresh('lola');
    const res = await importCsv(
      group.id,
      `\uFEFFNombre;Apellidos;Correo electrónico;Fecha de nacimiento\r\n"Lola";"Ruiz; Pérez";${email};17.05.2008\r\n`,
    );
    expect(res.statusCode).toBe(200);
    expect(await memberByEmail(email)).toMatchObject({ name: 'Lola', surname: 'Ruiz; Pérez', birthDate: born });
  });

  it('refuses the email of a platform admin or of a coach of the club, and adds a coach of another club as a player', async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const csv = [HEADER, `Ad,Min,${s.admin.email},${born}`, `Car,La,${s.coach.email},${born}`, `Ot,To,${s.otherCoach.email},${born}`].join('\n');
    const dry = await importCsv(group.id, csv, true);
    expect(dry.json().problems).toEqual([
      { line: 2, field: 'email', code: 'AdminEmail' },
      { line: 3, field: 'email', code: 'AlreadyCoach' },
    ]);
    expect(dry.json().lines.map((l: { outcome: string | null }) => l.outcome)).toEqual([null, null, 'add']);
    expect((await importCsv(group.id, csv)).statusCode).toBe(422);
    expect(await playersOfGroup(group.id)).toEqual([]);
  });

  it('keeps a name a spreadsheet would run as a formula as the text it is', async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const email = fresh('formula');
    expect((await importCsv(group.id, `${HEADER}\n"=HYPERLINK(""http://x"")",Gil,${email},${born}`)).statusCode).toBe(200);
    expect((await memberByEmail(email))?.name).toBe('=HYPERLINK("http://x")');
  });

  it(`refuses more than ${ROSTER_IMPORT_MAX_ROWS} players, and a file over the length limit`, async () => {
    const group = await buildStudyGroup(t.db, { clubId: s.club.id });
    const rows = Array.from({ length: ROSTER_IMPORT_MAX_ROWS + 1 }, (_, i) => `P,Q,many-${i}@roster.example.test,${born}`);
    const res = await importCsv(group.id, [HEADER, ...rows].join('\n'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { code: 'TooManyRows', field: `lines.${ROSTER_IMPORT_MAX_ROWS + 2}`, message: `Line ${ROSTER_IMPORT_MAX_ROWS + 2}: TooManyRows` },
    ]);
    expect(await memberByEmail('many-0@roster.example.test')).toBeUndefined();
    const long = await importCsv(group.id, `${HEADER}\n${'x'.repeat(1_000_001)}`, true);
    expect(long.statusCode).toBe(400);
  });

  it('answers 401 without a session, 403 to a coach of another club and to a player, 404 for an unknown group, 409 for a deactivated one', async () => {
    const csv = `${HEADER}\nA,B,${fresh('authz')},${born}`;
    expect((await importCsv(s.group.id, csv, true, null)).statusCode).toBe(401);
    const otherCoach = await t.login(s.otherCoach.email, DEFAULT_PASSWORD);
    expect((await importCsv(s.group.id, csv, false, otherCoach)).statusCode).toBe(403);
    const coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
    expect((await importCsv(s.group.id, csv, false, coach)).statusCode).toBe(403);
    const player = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
    expect((await importCsv(s.group.id, csv, false, player)).statusCode).toBe(403);
    expect((await importCsv(999_999, csv, true)).statusCode).toBe(404);
    const off = await buildStudyGroup(t.db, { clubId: s.club.id, state: 'deactivated' });
    expect((await importCsv(off.id, csv)).json().errors[0].code).toBe('StudyGroupInactive');
  });
});
