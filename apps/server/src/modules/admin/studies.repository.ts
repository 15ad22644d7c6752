import type { EvaluationState, SquadRole, StudyState } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, rows } from './sql.ts';

export interface StudyRow {
  id: number;
  description: string;
  quizId: number;
  quiz: string;
  state: StudyState;
  clubId: number;
  club: string;
  studyGroupId: number;
  studyGroup: string;
  startDate: string;
  dueDate: string;
  playerAnswers: number;
  playersInvited: number;
  coachAnswers: number;
  coachesInvited: number;
}

/** Studies with their respondent counts, aggregated in one pass over their evaluations. */
const studiesQuery = (where: ReturnType<typeof sql>) => sql`
  select s.id, s.description, s.quiz_id as "quizId", q.name as quiz, s.state, c.id as "clubId", c.name as club,
    g.id as "studyGroupId", g.name as "studyGroup", s.start_date::text as "startDate", s.due_date::text as "dueDate",
    coalesce(ev."playerAnswers", 0)::int as "playerAnswers", coalesce(ev."playersInvited", 0)::int as "playersInvited",
    coalesce(ev."coachAnswers", 0)::int as "coachAnswers", coalesce(ev."coachesInvited", 0)::int as "coachesInvited"
  from studies s
  join study_groups g on g.id = s.study_group_id
  join clubs c on c.id = g.club_id
  join quizzes q on q.id = s.quiz_id
  left join lateral (
    select count(*) filter (where e.squad_role = 'Player' and e.state = 'finished') as "playerAnswers",
      count(*) filter (where e.squad_role = 'Player' and e.state <> 'cancelled') as "playersInvited",
      count(*) filter (where e.squad_role = 'Coach' and e.state = 'finished') as "coachAnswers",
      count(*) filter (where e.squad_role = 'Coach' and e.state <> 'cancelled') as "coachesInvited"
    from evaluations e where e.study_id = s.id
  ) ev on true
  where ${where}
  order by s.start_date desc, s.id desc`;

export const listStudiesOfGroup = (db: Db, groupId: number) => rows<StudyRow>(db, studiesQuery(sql`g.id = ${groupId}`));
export const listStudiesOfClub = (db: Db, clubId: number) => rows<StudyRow>(db, studiesQuery(sql`c.id = ${clubId}`));
export const findStudy = (db: Db, id: number) => firstRow<StudyRow>(db, studiesQuery(sql`s.id = ${id}`));

export interface StudyMemberRow {
  evaluationId: number;
  memberId: number;
  fullName: string;
  email: string;
  role: SquadRole;
  category: string;
  state: EvaluationState;
  finishedAt: unknown;
}

/** The study's evaluations with who they belong to (never their answers). */
export const listStudyMembers = (db: Db, studyId: number) =>
  rows<StudyMemberRow>(
    db,
    sql`select e.id as "evaluationId", m.id as "memberId", trim(m.name || ' ' || m.surname) as "fullName", m.email,
          e.squad_role as role, qc.name as category, e.state, e.finished_at as "finishedAt"
        from evaluations e
        join members m on m.id = e.member_id
        join studies s on s.id = e.study_id
        join study_groups g on g.id = s.study_group_id
        join quiz_categories qc on qc.id = g.category_id
        where e.study_id = ${studyId}
        order by e.squad_role desc, lower(m.name), lower(m.surname), e.id`,
  );

export async function groupExists(db: Db, id: number): Promise<boolean> {
  return !!(await firstRow(db, sql`select 1 as one from study_groups where id = ${id}`));
}
