import type { ClubTimeZone } from '@club-pulse/contracts/admin-clubs';
import type { Country } from '@club-pulse/contracts/support';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder, type SelectedFields } from 'drizzle-orm/pg-core';
import { studies } from './tables.ts';
import { currentNames } from '../audit/index.ts';
import { type HasFinishedEvaluation, quietOn } from './study-rows.repository.ts';
import { clubPlace, clubStanding } from '../clubs/index.ts';
import { studyGroupPlace } from '../study-groups/index.ts';

/**
 * What other modules join of a study: its name as it is now (the audit trail) and the study with its team and club
 * (the chain study → study group → club, joined once, here). The studies' own lists and writes are in
 * studies.repository.ts; the counts and the retention's claims in study-rows.repository.ts.
 */

/** Every study's description as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const studyNamesNow = currentNames(studies.id, studies.description);

/**
 * Studies with their team and club, and `more` of their columns: the one place the chain study → study group →
 * club is joined for another module (`studyPlace`, `datedStudyPlace`, `quietStudyPlaces`). The team and club are their
 * owners' sub-selects (`studyGroupPlace`, and `club`: the clubs module's `clubPlace`, or its `clubStanding` where the
 * club's standing is asked). The place's columns are named so that they clash with no column of the query around them.
 */
const placedStudies = <T extends SelectedFields>(more: T, club: typeof clubPlace | ReturnType<typeof clubStanding> = clubPlace) =>
  new QueryBuilder()
    .select({
      studyId: sql<number>`${studies.id}`.as('place_study_id'),
      study: sql<string>`${studies.description}`.as('place_study'),
      studyGroupId: sql<number>`${studyGroupPlace.id}`.as('place_study_group_id'),
      team: sql<string>`${studyGroupPlace.name}`.as('place_team'),
      clubId: sql<number>`${club.id}`.as('place_club_id'),
      club: sql<string>`${club.name}`.as('place_club'),
      clubCountry: sql<Country>`${club.country}`.as('place_club_country'),
      clubTimeZone: sql<ClubTimeZone>`${club.timeZone}`.as('place_club_time_zone'),
      ...more,
    })
    .from(studies)
    .innerJoin(studyGroupPlace, eq(studyGroupPlace.id, studies.studyGroupId))
    .innerJoin(club, eq(club.id, studyGroupPlace.clubId));

/**
 * Each study with its team and its club, for another module (the follow-up cases, the support of an evaluation,
 * the trends, the exports' time zone). Join it on `studyPlace.studyId`; PostgreSQL flattens it into the query
 * around it, so it costs the same as the joins it replaces.
 */
export const studyPlace = placedStudies({}).as('study_place');

/** Each study with its team and club (as `studyPlace`) and its quiz (the version it is answered with), for another module. */
export const studyPlaceWithQuiz = placedStudies({ quizId: sql<number>`${studies.quizId}`.as('place_quiz_id') }).as('study_place_with_quiz');

/** Each study with its team and club (as `studyPlace`), its stored state and its dates, for another module (the reminders). */
export const datedStudyPlace = placedStudies({ state: studies.state, startDate: studies.startDate, dueDate: studies.dueDate }).as(
  'dated_study_place',
);

/**
 * Each study with its team and club (as `studyPlace`), its link's token, its stored state and dates, and whether its
 * club may get new members on `on` (the clubs module's `clubStanding`), for another module: joining a study
 * through its link. Filter it on `.token`; PostgreSQL flattens it as it does `studyPlace`.
 */
export const linkedStudyPlace = (on: string) => {
  const club = clubStanding(on);
  return placedStudies(
    {
      token: studies.token,
      state: studies.state,
      startDate: studies.startDate,
      dueDate: studies.dueDate,
      clubAcceptsNewWork: sql<boolean>`${club.acceptsNewWork}`.as('place_club_accepts_new_work'),
    },
    club,
  ).as('linked_study_place');
};

/** The quiet studies on `on` (`quietOn`) with their team and club and their dates, as a sub-select (the admin home's attention list). */
export const quietStudyPlaces = (on: string, hasFinishedEvaluation: HasFinishedEvaluation) =>
  placedStudies({ startDate: studies.startDate, dueDate: studies.dueDate }).where(quietOn(on, hasFinishedEvaluation)).as('quiet_study');
