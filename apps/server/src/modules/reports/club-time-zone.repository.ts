import { type ClubTimeZone, DEFAULT_CLUB_TIME_ZONE } from '@club-pulse/contracts/admin-clubs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studyOfEvaluation } from '../evaluations/index.ts';
import { studyPlace } from '../studies/index.ts';

/** The time zone of the club a study belongs to: the exports write their dates and times in it. */
export async function timeZoneOfStudy(db: Db, studyId: number): Promise<ClubTimeZone> {
  const [row] = await db.select({ timeZone: studyPlace.clubTimeZone }).from(studyPlace).where(eq(studyPlace.studyId, studyId));
  return row?.timeZone ?? DEFAULT_CLUB_TIME_ZONE;
}

/** The time zone of the club whose study an evaluation is of. */
export async function timeZoneOfEvaluation(db: Db, evaluationId: number): Promise<ClubTimeZone> {
  const studyId = await studyOfEvaluation(db, evaluationId);
  return studyId === undefined ? DEFAULT_CLUB_TIME_ZONE : timeZoneOfStudy(db, studyId);
}
