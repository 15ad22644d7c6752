import { count, eq, ilike, or } from 'drizzle-orm';
import { auditEvents, clubs, helplines, quizzes } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildClub,
  buildMember,
  buildQuiz,
  buildScene,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { recordAudit } from './audit.repository.ts';

/**
 * The audit list names its subjects ("Club CF Montjuïc", "Member Laia Puig") and filters by their kind and
 * name, server-side and paged; a member's name is read from the members table, so erasure takes it away.
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

type Item = { action: string; target: string; subjectType: string | null; subjectName: string | null; relatedName: string | null };
const page = async (query: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/admin/audit/page?pageSize=100&${query}`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};

describe('readable audit subjects', () => {
  let clubId = 0;
  beforeAll(async () => {
    const account = await buildAccount(t.db);
    const club = await t.inject({
      method: 'POST',
      url: '/api/admin/club',
      token: admin,
      payload: { name: 'CF Montjuïc', code: 'MONTJUIC', accountId: account.id, active: true },
    });
    expect(club.statusCode).toBe(201);
    clubId = club.json().id;
    const group = await t.inject({
      method: 'POST',
      url: '/api/admin/studyGroup',
      token: admin,
      payload: { clubId, name: 'Cadet Femení', code: 'CADF', categoryId: s.group.categoryId },
    });
    expect(group.statusCode).toBe(201);
  });

  it('names a club and a study group as they were called, by kind, and finds them by any word of the name', async () => {
    const clubs = await page('subjectType=club');
    expect(clubs.items).toContainEqual(
      expect.objectContaining({ action: 'club.create', target: `club:${clubId}`, subjectType: 'club', subjectName: 'CF Montjuïc' }),
    );
    expect(clubs.items.every((e) => e.target.startsWith('club:'))).toBe(true);
    // A word of the name, whatever the case and the accents; not the inside of a word.
    const femeni = await page('subjectName=FEMENI');
    expect(femeni.items.map((e) => [e.action, e.subjectType, e.subjectName])).toEqual([['studyGroup.create', 'studyGroup', 'Cadet Femení']]);
    expect((await page('subjectName=emeni')).total).toBe(0);
    expect((await page('subjectType=club&subjectName=cadet')).total).toBe(0);
  });

  it("names a member as they are now, finds their squad memberships' rows too, and forgets the name with the erasure", async () => {
    const laia = await buildMember(t.db, { name: 'Laia', surname: 'Puig', email: 'laia.puig@example.test' });
    const update = await t.inject({
      method: 'PUT',
      url: `/api/admin/member/${laia.id}`,
      token: admin,
      payload: { name: 'Laia', surname: 'Puig', email: 'laia.puig@example.test' },
    });
    expect(update.statusCode).toBe(200);
    await recordAudit(t.db, s.admin.id, 'squadMember.remove', `squadMember:999 member:${laia.id} club:${clubId}`);
    const found = await page('subjectType=member&subjectName=puig');
    expect(found.items.map((e) => [e.action, e.subjectType, e.subjectName])).toEqual([
      ['squadMember.remove', 'member', 'Laia Puig'],
      ['member.update', 'member', 'Laia Puig'],
    ]);
    // Nothing of the person is stored in the trail: the name comes from the members table when read.
    const stored = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(or(ilike(auditEvents.subjectLabel, '%laia%'), ilike(auditEvents.target, '%laia%')));
    expect(stored).toEqual([{ n: 0 }]);

    const erase = await t.inject({ method: 'POST', url: `/api/admin/member/${laia.id}/erase`, token: admin, payload: { reason: 'On request' } });
    expect(erase.statusCode).toBeLessThan(300);
    expect((await page('subjectName=laia')).total).toBe(0);
    const after = await page(`subject=member:${laia.id}`);
    expect(after.total).toBeGreaterThanOrEqual(2);
    expect(after.items.every((e) => e.subjectType === 'member' && e.subjectName === null)).toBe(true);
  });

  it('pages a subject filter as the whole list: the same rows, in the same order', async () => {
    for (let i = 0; i < 13; i++) await recordAudit(t.db, s.admin.id, 'club.update', `club:${clubId}`, `CF Montjuïc ${i}`);
    const whole = await page('subjectName=montjuic');
    expect(whole.total).toBe(14);
    const pieces: Item[] = [];
    for (let n = 1; n <= 2; n++) {
      const res = await t.inject({ method: 'GET', url: `/api/admin/audit/page?pageSize=10&page=${n}&subjectName=montjuic`, token: admin });
      expect(res.json().total).toBe(14);
      pieces.push(...res.json().items);
    }
    expect(pieces).toEqual(whole.items);
  });

  it('refuses a kind of subject it does not know (400)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/audit/page?subjectType=password', token: admin });
    expect(res.statusCode).toBe(400);
  });

  describe('rows recorded before the names were stored', () => {
    // Recorded as they were before `subject_label` existed: the target alone.
    const oldRow = (action: string, target: string) => recordAudit(t.db, s.admin.id, action, target);
    const named = async (query: string) => (await page(query)).items.map((e) => [e.action, e.target, e.subjectType, e.subjectName]);
    let ids: Record<'club' | 'studyGroup' | 'study' | 'quiz' | 'account' | 'helpline', number>;
    beforeAll(async () => {
      const account = await buildAccount(t.db, { name: 'Fundació Esportiva Sants' });
      const club = await buildClub(t.db, { name: 'Penya Blaugrana', accountId: account.id });
      const group = await buildStudyGroup(t.db, { clubId: club.id, name: 'Infantil Groc' });
      const quiz = await buildQuiz(t.db);
      await t.db.update(quizzes).set({ name: 'Benestar Bàsic' }).where(eq(quizzes.id, quiz.id));
      const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, description: 'Tardor Valoració' });
      const [helpline] = await t.db
        .insert(helplines)
        .values({ country: 'ES', languages: ['ca'], name: 'Telèfon Amic Olímpic', number: '900 000 000' })
        .returning();
      ids = { club: club.id, studyGroup: group.id, study: study.id, quiz: quiz.id, account: account.id, helpline: helpline?.id ?? 0 };
      await oldRow('club.update', `club:${ids.club}`);
      await oldRow('studyGroup.update', `studyGroup:${ids.studyGroup}`);
      await oldRow('study.remind', `study:${ids.study} sent:3`);
      await oldRow('quiz.publish', `quiz:${ids.quiz}`);
      await oldRow('account.update', `account:${ids.account}`);
      await oldRow('helpline.confirmed', `helpline:${ids.helpline}`);
      await oldRow('club.update', 'club:999999');
    });

    it('names each subject from its record as it is now', async () => {
      expect(await named(`subject=club:${ids.club}`)).toEqual([['club.update', `club:${ids.club}`, 'club', 'Penya Blaugrana']]);
      expect(await named(`subject=studyGroup:${ids.studyGroup}`)).toEqual([
        ['studyGroup.update', `studyGroup:${ids.studyGroup}`, 'studyGroup', 'Infantil Groc'],
      ]);
      expect(await named(`subject=study:${ids.study}`)).toEqual([['study.remind', `study:${ids.study} sent:3`, 'study', 'Tardor Valoració']]);
      expect(await named(`subject=quiz:${ids.quiz}`)).toEqual([['quiz.publish', `quiz:${ids.quiz}`, 'quiz', 'Benestar Bàsic']]);
      expect(await named(`subject=account:${ids.account}`)).toEqual([
        ['account.update', `account:${ids.account}`, 'account', 'Fundació Esportiva Sants'],
      ]);
      expect(await named(`subject=helpline:${ids.helpline}`)).toEqual([
        ['helpline.confirmed', `helpline:${ids.helpline}`, 'helpline', 'Telèfon Amic Olímpic'],
      ]);
      // A record that is gone leaves the row unnamed, as before.
      expect(await named('subject=club:999999')).toEqual([['club.update', 'club:999999', 'club', null]]);
      // Renamed since: the older row follows the record; a row that stored its name keeps the name of its day.
      await recordAudit(t.db, s.admin.id, 'club.update', `club:${ids.club}`, 'Penya Blaugrana');
      await t.db.update(clubs).set({ name: 'Penya Blaugrana de Sants' }).where(eq(clubs.id, ids.club));
      expect((await named(`subject=club:${ids.club}`)).map((e) => e[3])).toEqual(['Penya Blaugrana', 'Penya Blaugrana de Sants']);
      // Found by a word of the name it has now; the page and its total agree.
      const sants = await page('subjectName=sants');
      expect(sants.items.map((e) => e.target)).toEqual([`account:${ids.account}`, `club:${ids.club}`]);
      expect(sants.total).toBe(2);
    });

    it('finds them by a word of that name, and by their kind', async () => {
      expect(await named('subjectName=groc')).toEqual([['studyGroup.update', `studyGroup:${ids.studyGroup}`, 'studyGroup', 'Infantil Groc']]);
      expect(await named('subjectName=valoracio')).toEqual([['study.remind', `study:${ids.study} sent:3`, 'study', 'Tardor Valoració']]);
      expect(await named('subjectName=BASIC')).toEqual([['quiz.publish', `quiz:${ids.quiz}`, 'quiz', 'Benestar Bàsic']]);
      expect(await named('subjectName=esportiva')).toEqual([['account.update', `account:${ids.account}`, 'account', 'Fundació Esportiva Sants']]);
      expect(await named('subjectName=olimpic')).toEqual([['helpline.confirmed', `helpline:${ids.helpline}`, 'helpline', 'Telèfon Amic Olímpic']]);
      expect(await named('subjectType=club&subjectName=penya')).toContainEqual([
        'club.update',
        `club:${ids.club}`,
        'club',
        expect.stringMatching(/^Penya/),
      ]);
      // Not the inside of a word, and not another kind's name.
      expect((await page('subjectName=roc')).total).toBe(0);
      expect((await page('subjectType=club&subjectName=groc')).total).toBe(0);
    });

    it('names the other record a target names after its subject, as it is now: a copy’s source, a membership’s club', async () => {
      await oldRow('quiz.draft', `quiz:${ids.quiz} from:quiz:${ids.quiz}`);
      await oldRow('study.duplicate', `study:${ids.study} from:study:${ids.study}`);
      await oldRow('squadMember.remove', `squadMember:998 member:${s.admin.id} club:${ids.club}`);
      await oldRow('quiz.draft', `quiz:${ids.quiz} from:quiz:999999`);
      const related = async (query: string) => (await page(query)).items.map((e) => [e.target, e.relatedName]);
      expect(await related('action=quiz.draft')).toEqual([
        [`quiz:${ids.quiz} from:quiz:999999`, null],
        [`quiz:${ids.quiz} from:quiz:${ids.quiz}`, 'Benestar Bàsic'],
      ]);
      expect(await related('action=study.duplicate')).toEqual([[`study:${ids.study} from:study:${ids.study}`, 'Tardor Valoració']]);
      expect(await related(`subject=squadMember:998`)).toEqual([
        [`squadMember:998 member:${s.admin.id} club:${ids.club}`, expect.stringMatching(/^Penya/)],
      ]);
      // A target that names nothing more has nothing more named.
      expect(await related(`subject=quiz:${ids.quiz}&action=quiz.publish`)).toEqual([[`quiz:${ids.quiz}`, null]]);
      expect(await related(`subject=study:${ids.study}&action=study.remind`)).toEqual([[`study:${ids.study} sent:3`, null]]);
    });
  });
});
