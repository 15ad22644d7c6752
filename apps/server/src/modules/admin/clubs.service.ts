import type { AdminClub, SaveClubRequest } from '@club-pulse/contracts/admin-clubs';
import { CLUB_CODE_MAX_LENGTH } from '@club-pulse/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/study-rules.ts';
import * as repo from './clubs.repository.ts';
import { violatedUniqueConstraint } from './sql.ts';

/** Use-cases of the admin's clubs (spec §2, §5: name and code unique, the code at most CLUB_CODE_MAX_LENGTH). */

export const listClubs = (db: Db) => repo.listClubs(db, today());

export async function getClub(db: Db, id: number): Promise<AdminClub> {
  const club = await repo.findClub(db, id, today());
  if (!club) throw new AppError('ClubNotExists');
  return club;
}

export async function requireClub(db: Db, id: number, field?: string): Promise<void> {
  if (!(await repo.clubExists(db, id))) throw new AppError('ClubNotExists', { field });
}

async function validate(db: Db, input: SaveClubRequest, clubId: number | null) {
  if (input.code.length > CLUB_CODE_MAX_LENGTH) throw new AppError('ClubCodeTooLong', { field: 'code' });
  if (!(await repo.accountExists(db, input.accountId))) throw new AppError('ValidationError', { field: 'accountId', message: 'The account does not exist' });
  const clash = await repo.clashes(db, input, clubId);
  if (clash.name) throw new AppError('ClubNameExists', { field: 'name' });
  if (clash.code) throw new AppError('ClubCodeExists', { field: 'code' });
  // The manager is one of the club's coaches (DESIGN §2): a new club has none yet.
  if (input.managerMemberId != null && (clubId === null || !(await repo.isCoachOfClub(db, input.managerMemberId, clubId)))) {
    throw new AppError('ValidationError', { field: 'managerMemberId', message: 'The manager must be a coach of the club' });
  }
}

/** Two admins saving the same name at once: the unique index decides, and the loser gets the same code. */
function mapClash(err: unknown): never {
  const constraint = violatedUniqueConstraint(err);
  if (constraint?.includes('name')) throw new AppError('ClubNameExists', { field: 'name' });
  if (constraint?.includes('code')) throw new AppError('ClubCodeExists', { field: 'code' });
  throw err;
}

export async function createClub(db: Db, input: SaveClubRequest): Promise<AdminClub> {
  await validate(db, input, null);
  const id = await repo.insertClub(db, input).catch(mapClash);
  return getClub(db, id);
}

export async function updateClub(db: Db, id: number, input: SaveClubRequest): Promise<AdminClub> {
  await requireClub(db, id);
  await validate(db, input, id);
  await repo.updateClub(db, id, input).catch(mapClash);
  return getClub(db, id);
}

export async function clubCoaches(db: Db, clubId: number) {
  await requireClub(db, clubId);
  return repo.listClubCoaches(db, clubId);
}
