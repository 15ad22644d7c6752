import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * Every query of the coach's studies. Dates are read as text and counts as int so that PGlite and
 * node-postgres answer the same types.
 */

export interface StudyRow {
  id: number;
  description: string;
  state: 'open' | 'inprogress' | 'finished' | 'closed' | 'cancelled';
  quizId: number;
  quiz: string;
  hasKeyTermSummary: boolean;
  isAnswered: boolean;
  playerAnswers: number;
  playersInvited: number;
  club: string;
  clubId: number;
  studyGroupId: number;
  studyGroup: string;
  startDate: string;
  dueDate: string;
  token: string;
}

/** Studies with their figures for the caller (`coachId`: whose own evaluation counts as "answered"). */
function studiesQuery(coachId: number, where: ReturnType<typeof sql>) {
  return sql`
    select s.id, s.description, s.state, s.quiz_id as "quizId", q.name as quiz,
      q.has_key_term_summary as "hasKeyTermSummary",
      exists (select 1 from evaluations e where e.study_id = s.id and e.member_id = ${coachId} and e.state = 'finished') as "isAnswered",
      (select count(*)::int from evaluations e where e.study_id = s.id and e.squad_role = 'Player' and e.state = 'finished') as "playerAnswers",
      (select count(*)::int from evaluations e where e.study_id = s.id and e.squad_role = 'Player' and e.state <> 'cancelled') as "playersInvited",
      c.name as club, c.id as "clubId", g.id as "studyGroupId", g.name as "studyGroup",
      s.start_date::text as "startDate", s.due_date::text as "dueDate", s.token
    from studies s
    join study_groups g on g.id = s.study_group_id
    join clubs c on c.id = g.club_id
    join quizzes q on q.id = s.quiz_id
    where ${where}
    order by s.start_date desc, s.id desc`;
}

/** Every study of the clubs where `coachId` is Coach (one query). */
export function listStudiesOfCoach(db: Db, coachId: number) {
  return rows<StudyRow>(
    db,
    studiesQuery(
      coachId,
      sql`c.id in (select sm.club_id from squad_members sm where sm.member_id = ${coachId} and sm.squad_role = 'Coach' and sm.removed_at is null)`,
    ),
  );
}

export async function findStudy(db: Db, id: number, coachId: number): Promise<StudyRow | undefined> {
  const [row] = await rows<StudyRow>(db, studiesQuery(coachId, sql`s.id = ${id}`));
  return row;
}

/** The club a study belongs to (for the access check), or undefined when the study does not exist. */
/**
 * The club of a study and whether the member is a Coach there (a squad membership not removed), in one query:
 * every manager call about a study starts with this check. Undefined when there is no such study.
 */
export async function studyClubAccess(db: Db, studyId: number, memberId: number): Promise<{ clubId: number; isCoach: boolean } | undefined> {
  const [row] = await rows<{ clubId: number; isCoach: boolean }>(
    db,
    sql`select g.club_id as "clubId",
          exists (select 1 from squad_members sm
                   where sm.member_id = ${memberId} and sm.club_id = g.club_id and sm.squad_role = 'Coach' and sm.removed_at is null) as "isCoach"
        from studies s join study_groups g on g.id = s.study_group_id where s.id = ${studyId}`,
  );
  return row;
}

export interface GroupForStudy {
  id: number;
  clubId: number;
  categoryId: number;
  state: 'active' | 'deactivated';
  clubAcceptsNewStudies: boolean;
}

/** A study group with what creating a study needs to know about it and its club. */
export async function findGroupForStudy(db: Db, groupId: number): Promise<GroupForStudy | undefined> {
  const [row] = await rows<GroupForStudy>(
    db,
    sql`select g.id, g.club_id as "clubId", g.category_id as "categoryId", g.state,
          (c.active and a.active and a.renewal_date >= current_date) as "clubAcceptsNewStudies"
        from study_groups g join clubs c on c.id = g.club_id join accounts a on a.id = c.account_id
        where g.id = ${groupId}`,
  );
  return row;
}

export async function findQuiz(db: Db, quizId: number) {
  const [row] = await rows<{ id: number; categoryId: number; enabled: boolean }>(
    db,
    sql`select id, category_id as "categoryId", enabled from quizzes where id = ${quizId}`,
  );
  return row;
}

/**
 * Creates the study and, in the same transaction, one evaluation for every current (not removed) squad
 * member of its group, players and coaches alike (DESIGN §5). A member listed twice keeps one evaluation,
 * as Coach when they are both.
 */
export async function insertStudyWithEvaluations(
  db: Db,
  s: { studyGroupId: number; quizId: number; description: string; startDate: string; dueDate: string; token: string; createdBy: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [study] = await rows<{ id: number }>(
      tx as unknown as Db,
      sql`insert into studies (study_group_id, quiz_id, description, start_date, due_date, state, token, created_by)
          values (${s.studyGroupId}, ${s.quizId}, ${s.description}, ${s.startDate}, ${s.dueDate}, 'open', ${s.token}, ${s.createdBy})
          returning id`,
    );
    await tx.execute(sql`
      insert into evaluations (study_id, member_id, squad_role, state)
      select distinct on (sm.member_id) ${study.id}, sm.member_id, sm.squad_role, 'open'
      from squad_members sm
      where sm.study_group_id = ${s.studyGroupId} and sm.removed_at is null
      order by sm.member_id, sm.squad_role
      on conflict (study_id, member_id) do nothing`);
    return study.id;
  });
}

export async function updateStudyFields(db: Db, id: number, f: { description: string; startDate: string; dueDate: string }) {
  await db.execute(sql`update studies set description = ${f.description}, start_date = ${f.startDate}, due_date = ${f.dueDate} where id = ${id}`);
}

/** open or in progress, and not past its due date → closed. Answers whether a row changed (atomic). */
export async function closeStudy(db: Db, id: number, today: string): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update studies set state = 'closed' where id = ${id} and state in ('open', 'inprogress') and due_date >= ${today} returning id`,
  );
  return changed.length > 0;
}

/** closed with its due date still ahead → in progress when anyone has answered, otherwise open. */
export async function reopenStudy(db: Db, id: number, today: string): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update studies s set state = case
          when exists (select 1 from answers a join evaluations e on e.id = a.evaluation_id where e.study_id = s.id) then 'inprogress'
          else 'open' end
        where s.id = ${id} and s.state = 'closed' and s.due_date >= ${today} returning id`,
  );
  return changed.length > 0;
}

/** Who was invited to a study and whether they finished; never what they answered. */
export function listStudyMembers(db: Db, studyId: number) {
  return rows<{ id: number; fullName: string; role: 'Coach' | 'Player'; category: string; answered: boolean }>(
    db,
    sql`select e.id, trim(m.name || ' ' || m.surname) as "fullName", e.squad_role as role, qc.name as category,
          (e.state = 'finished') as answered
        from evaluations e
        join members m on m.id = e.member_id
        join studies s on s.id = e.study_id
        join quizzes q on q.id = s.quiz_id
        join quiz_categories qc on qc.id = q.category_id
        where e.study_id = ${studyId} and e.state <> 'cancelled'
        order by e.squad_role, m.surname, m.name, e.id`,
  );
}

export interface ClubRow {
  id: number;
  name: string;
  code: string;
  active: boolean;
  acceptsNewStudies: boolean;
}
export interface ClubGroupRow {
  id: number;
  clubId: number;
  name: string;
  code: string;
  categoryId: number;
  category: string;
  state: 'active' | 'deactivated';
}

/** The clubs where `coachId` is Coach, and their study groups (two queries). */
export async function listClubsOfCoach(db: Db, coachId: number) {
  const mine = sql`(select sm.club_id from squad_members sm where sm.member_id = ${coachId} and sm.squad_role = 'Coach' and sm.removed_at is null)`;
  const clubs = await rows<ClubRow>(
    db,
    sql`select c.id, c.name, c.code, c.active, (c.active and a.active and a.renewal_date >= current_date) as "acceptsNewStudies"
        from clubs c join accounts a on a.id = c.account_id where c.id in ${mine} order by c.name`,
  );
  const groups = await rows<ClubGroupRow>(
    db,
    sql`select g.id, g.club_id as "clubId", g.name, g.code, g.category_id as "categoryId", qc.name as category, g.state
        from study_groups g join quiz_categories qc on qc.id = g.category_id where g.club_id in ${mine} order by g.name`,
  );
  return { clubs, groups };
}

/** Enabled quizzes of a category. */
export function listAvailableQuizzes(db: Db, categoryId: number) {
  return rows<{ id: number; name: string; category: string; hasKeyTermSummary: boolean }>(
    db,
    sql`select q.id, q.name, qc.name as category, q.has_key_term_summary as "hasKeyTermSummary"
        from quizzes q join quiz_categories qc on qc.id = q.category_id
        where q.category_id = ${categoryId} and q.enabled order by q.name`,
  );
}
