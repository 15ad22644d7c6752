import { z } from 'zod';
import { AdminBodyId } from './admin.ts';
import { BooleanFilter, IdFilter, listQuery, pageOf } from './admin-lists.ts';
import { Country } from './support.ts';
import { singleLineText } from './text.ts';

/**
 * The time zones a club can be in (IANA names): the dates and times of its exports are written in it. Mainland
 * Spain by default; the Canary Islands, Germany, Italy, and UTC for a club that wants no local time.
 */
export const CLUB_TIME_ZONES = ['Europe/Madrid', 'Atlantic/Canary', 'Europe/Berlin', 'Europe/Rome', 'UTC'] as const;
export const ClubTimeZone = z.enum(CLUB_TIME_ZONES);
export type ClubTimeZone = z.infer<typeof ClubTimeZone>;
export const DEFAULT_CLUB_TIME_ZONE: ClubTimeZone = 'Europe/Madrid';

/** A new club's time zone when the admin does not choose one: its country's (Germany, Italy), else mainland Spain's. */
export function timeZoneOfCountry(country: Country): ClubTimeZone {
  return country === 'DE' ? 'Europe/Berlin' : country === 'IT' ? 'Europe/Rome' : DEFAULT_CLUB_TIME_ZONE;
}

/** A club in the admin list (GET api/admin/club, GET /api/admin/club/{id}). `manager` is the manager's full name. */
export const AdminClub = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  accountId: z.number().int(),
  account: z.string(),
  managerMemberId: z.number().int().nullable(),
  manager: z.string().nullable(),
  active: z.boolean(),
  /** Where the club is: which helplines its players are shown (docs/helplines.md). */
  country: Country,
  /** The time zone the club's exports write dates and times in. */
  timeZone: ClubTimeZone,
  /** The club's support contacts: none means its players see the helplines only (the setup names such clubs). */
  supportContacts: z.number().int(),
  /** The club is active and its account active and not past renewal (docs/design.md#states). */
  acceptsNewWork: z.boolean(),
  studyGroups: z.number().int(),
  members: z.number().int(),
});
export type AdminClub = z.infer<typeof AdminClub>;
export const AdminClubsResponse = z.array(AdminClub);
export type AdminClubsResponse = z.infer<typeof AdminClubsResponse>;

/**
 * POST /api/admin/club and PUT /api/admin/club/{id}. The code's maximum (CLUB_CODE_MAX_LENGTH) is checked by the
 * server with its own code ClubCodeTooLong, so the schema only bounds the size of the input.
 */
export const SaveClubRequest = z.object({
  name: singleLineText().trim().min(1).max(120),
  code: singleLineText().trim().min(1).max(200),
  accountId: AdminBodyId,
  managerMemberId: AdminBodyId.nullable().optional(),
  active: z.boolean(),
  /** Absent: a new club gets the country of the installation's language (countryOfLanguage); an edit keeps its own. */
  country: Country.optional(),
  /** Absent: a new club gets its country's (timeZoneOfCountry); an edit keeps its own. */
  timeZone: ClubTimeZone.optional(),
});
export type SaveClubRequest = z.infer<typeof SaveClubRequest>;

/** GET api/admin/coach/ByClub/{clubId}: the members who are Coach in the club. */
export const ClubCoach = z.object({ memberId: z.number().int(), fullName: z.string(), email: z.string() });
export type ClubCoach = z.infer<typeof ClubCoach>;
export const ClubCoachesResponse = z.array(ClubCoach);
export type ClubCoachesResponse = z.infer<typeof ClubCoachesResponse>;

export const CLUB_SORTS = ['name', 'code', 'account'] as const;
/** GET /api/admin/club/page: the clubs list, one page. `q` finds clubs whose name or code begins with it. */
export const AdminClubsQuery = listQuery(CLUB_SORTS, { sort: 'name', dir: 'asc' }, { active: BooleanFilter.optional(), accountId: IdFilter });
export type AdminClubsQuery = z.infer<typeof AdminClubsQuery>;
export const AdminClubsPage = pageOf(AdminClub);
export type AdminClubsPage = z.infer<typeof AdminClubsPage>;
