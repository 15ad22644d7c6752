import {
  type AdminClub,
  type AdminClubsPage,
  type AdminClubsQuery,
  type SaveClubRequest,
  timeZoneOfCountry,
} from '@club-pulse/contracts/admin-clubs';
import { CLUB_CODE_MAX_LENGTH } from '@club-pulse/contracts/constants';
import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import { countryOfLanguage } from '@club-pulse/contracts/support';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import { defaultLanguageOf } from '../setup/index.ts';
import { accountExists } from '../accounts/index.ts';
import * as repo from './clubs.repository.ts';
import type { ClubCounts, GroupsOfCoach } from './clubs.repository.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Use-cases of clubs (docs/design.md#domain: name and code unique, the code at most CLUB_CODE_MAX_LENGTH). `counts`:
 * a club's counts of support contacts, study groups and members, from their owners (app.ts).
 */

export const listClubs = (db: Db, counts: ClubCounts): Promise<AdminClub[]> => repo.listClubs(db, counts, today());

/** One page of the clubs list, searched, filtered and sorted by the server, with the total. */
export async function listClubsPage(db: Db, counts: ClubCounts, query: AdminClubsQuery): Promise<AdminClubsPage> {
  const { items, total } = await repo.listClubsPage(db, counts, query, today());
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function getClub(db: Db, counts: ClubCounts, id: number | undefined): Promise<AdminClub> {
  const club = id === undefined ? undefined : await repo.findClub(db, counts, id, today());
  if (!club) throw new AppError('ClubNotExists');
  return club;
}

/** 404 ClubNotExists unless the club exists; `field`: the request field that named it. */
export async function requireClub(db: Db, id: number, field?: string): Promise<void> {
  if (!(await repo.clubExists(db, id))) throw new AppError('ClubNotExists', { field });
}

async function validate(db: Db, input: SaveClubRequest, clubId: number | null) {
  if (input.code.length > CLUB_CODE_MAX_LENGTH) throw new AppError('ClubCodeTooLong', { field: 'code' });
  if (!(await accountExists(db, input.accountId)))
    throw new AppError('ValidationError', { field: 'accountId', message: 'The account does not exist' });
  const clash = await repo.clashes(db, input, clubId);
  if (clash.name) throw new AppError('ClubNameExists', { field: 'name' });
  if (clash.code) throw new AppError('ClubCodeExists', { field: 'code' });
  // The manager is one of the club's coaches (docs/design.md#domain): a new club has none yet.
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

export async function createClub(db: Db, counts: ClubCounts, actorId: number, input: SaveClubRequest): Promise<AdminClub> {
  await validate(db, input, null);
  // Every club has a country from the start, so that its players see their national helplines at once.
  const country = input.country ?? countryOfLanguage(await defaultLanguageOf(db));
  const id = await repo.insertClub(db, { ...input, country, timeZone: input.timeZone ?? timeZoneOfCountry(country) }).catch(mapClash);
  await recordAudit(db, actorId, 'club.create', `club:${id}`, input.name);
  return getClub(db, counts, id);
}

export async function updateClub(db: Db, counts: ClubCounts, actorId: number, id: number, input: SaveClubRequest): Promise<AdminClub> {
  await requireClub(db, id);
  await validate(db, input, id);
  await repo.updateClub(db, id, input).catch(mapClash);
  await recordAudit(db, actorId, 'club.update', `club:${id}`, input.name);
  return getClub(db, counts, id);
}

export async function clubCoaches(db: Db, clubId: number) {
  await requireClub(db, clubId);
  return repo.listClubCoaches(db, clubId);
}

/** The clubs the member coaches, each with its study groups (the coach's screens; `groupsOfCoach`: their owner's, from app.ts). */
export async function clubsOfCoach(db: Db, groupsOfCoach: GroupsOfCoach, memberId: number): Promise<MyClubsResponse> {
  const { clubs, groups } = await repo.listClubsOfCoach(db, groupsOfCoach, memberId, today());
  return clubs.map((club) => ({
    ...club,
    studyGroups: groups.filter((g) => g.clubId === club.id).map(({ clubId: _clubId, ...g }) => g),
  }));
}
