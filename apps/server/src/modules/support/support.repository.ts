import type { Language } from '@club-pulse/contracts/constants';
import type { Country, SaveHelplineRequest, SaveSupportContactRequest } from '@club-pulse/contracts/support';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { helplines, supportContacts } from './tables.ts';
import { qualified } from '../../db/sql.ts';
import { currentNames } from '../audit/index.ts';
import { memberPerson } from '../auth/index.ts';
import { clubPlace } from '../clubs/index.ts';
import { evaluationFacts } from '../evaluations/index.ts';
import { currentMembership } from '../members/index.ts';
import { studyPlace } from '../studies/index.ts';
import type { DefaultHelpline } from '../../content/helplines.ts';

/** Every query of support contacts and helplines. */

/** Adds the shipped helplines that are missing (never a copy, never over an admin's edit). */
export async function ensureDefaultHelplines(db: Db, defaults: DefaultHelpline[]) {
  if (defaults.length === 0) return;
  await db
    .insert(helplines)
    .values(
      defaults.map((h, position) => ({
        defaultKey: h.key,
        country: h.country,
        languages: h.languages,
        name: h.name,
        number: h.number,
        description: h.descriptions[h.localLanguage],
        descriptions: h.descriptions,
        source: h.source,
        position,
      })),
    )
    .onConflictDoNothing({ target: helplines.defaultKey });
}

export async function listHelplines(db: Db) {
  return db
    .select({
      id: helplines.id,
      country: helplines.country,
      languages: helplines.languages,
      name: helplines.name,
      number: helplines.number,
      description: helplines.description,
      source: helplines.source,
      defaultKey: helplines.defaultKey,
      enabled: helplines.enabled,
      confirmedAt: helplines.confirmedAt,
      confirmedBy: sql<string | null>`${memberPerson.name} || ' ' || ${memberPerson.surname}`,
    })
    .from(helplines)
    .leftJoin(memberPerson, eq(memberPerson.id, helplines.confirmedBy))
    .orderBy(asc(helplines.country), asc(helplines.position), asc(helplines.id));
}

const helplineFields = (h: SaveHelplineRequest) => ({
  country: h.country,
  languages: h.languages,
  name: h.name,
  number: h.number,
  description: h.description,
  // The admin's description is shown from now on, in every language (the shipped translations said the old one).
  descriptions: null,
  source: h.source,
  enabled: h.enabled,
});

export async function insertHelpline(db: Db, h: SaveHelplineRequest, confirmedBy: number | null) {
  const [row] = await db
    .insert(helplines)
    .values({ ...helplineFields(h), position: 1000, confirmedAt: confirmedBy ? sql`now()` : null, confirmedBy })
    .returning({ id: helplines.id });
  return row?.id;
}

/** Saves a helpline; `confirmedBy`: the admin who confirms it now, or null to take the confirmation back. */
export async function updateHelpline(db: Db, id: number, h: SaveHelplineRequest, confirmedBy: number | null) {
  const [row] = await db
    .update(helplines)
    .set({
      ...helplineFields(h),
      // A confirmed helpline stays confirmed by whoever confirmed it, unless its number changes.
      confirmedAt: confirmedBy
        ? sql`case when ${helplines.confirmedAt} is not null and ${helplines.number} = ${h.number} then ${helplines.confirmedAt} else now() end`
        : null,
      confirmedBy: confirmedBy
        ? sql`case when ${helplines.confirmedAt} is not null and ${helplines.number} = ${h.number} then ${helplines.confirmedBy} else ${confirmedBy}::int end`
        : null,
    })
    .where(eq(helplines.id, id))
    .returning({ id: helplines.id });
  return row?.id;
}

/** The source a helpline is stored with (its shipped check day included), or undefined when there is no such line. */
export async function helplineSource(db: Db, id: number) {
  const [row] = await db.select({ source: helplines.source }).from(helplines).where(eq(helplines.id, id));
  return row?.source;
}

/** Records `adminId`'s check of the helpline now, whoever confirmed it before; its name, or undefined when there is none. */
export async function confirmHelpline(db: Db, id: number, adminId: number) {
  const [row] = await db
    .update(helplines)
    .set({ confirmedAt: sql`now()`, confirmedBy: adminId })
    .where(eq(helplines.id, id))
    .returning({ name: helplines.name });
  return row?.name;
}

/** The helplines a player of a club in `country` is shown: the enabled ones (an admin hides one by disabling it). */
export async function enabledHelplines(db: Db, country: Country) {
  return db
    .select({
      name: helplines.name,
      number: helplines.number,
      description: helplines.description,
      descriptions: helplines.descriptions,
      languages: helplines.languages,
    })
    .from(helplines)
    .where(and(eq(helplines.country, country), eq(helplines.enabled, true)))
    .orderBy(asc(helplines.position), asc(helplines.id));
}

/** The club's name and country (the clubs module's `clubPlace`), or undefined. */
export async function clubWithSupport(db: Db, clubId: number) {
  const [club] = await db
    .select({ id: clubPlace.id, name: clubPlace.name, country: clubPlace.country })
    .from(clubPlace)
    .where(eq(clubPlace.id, clubId));
  return club;
}

/** The enabled helplines of the club's country (every club has one), by id, name and number: a case's referral targets. */
export async function helplinesOfClub(db: Db, clubId: number) {
  return db
    .select({ id: helplines.id, name: helplines.name, number: helplines.number })
    .from(helplines)
    .innerJoin(clubPlace, and(eq(clubPlace.id, clubId), eq(clubPlace.country, helplines.country)))
    .where(eq(helplines.enabled, true))
    .orderBy(asc(helplines.position), asc(helplines.id));
}

/**
 * Each support contact's club, name, phone, email and languages, as a sub-select named `alias` for another module's
 * query (a case's owner and referral): join it on `.id`. PostgreSQL flattens it, so it costs what a join of the table costs.
 */
export const supportContactAs = <A extends string>(alias: A) =>
  new QueryBuilder()
    .select({
      id: supportContacts.id,
      clubId: supportContacts.clubId,
      name: supportContacts.name,
      phone: supportContacts.phone,
      email: supportContacts.email,
      languages: supportContacts.languages,
    })
    .from(supportContacts)
    .as(alias);

/**
 * How many support contacts the club `clubId` (a column of the caller's statement) has, as a correlated sub-select:
 * the admin's clubs list. The clubs module is below this one, so app.ts hands it over (`clubsModule({ counts })`).
 */
export const supportContactCountOfClub = (clubId: AnyPgColumn): SQL<number> =>
  qualified(sql<number>`(select count(*) from ${supportContacts} where ${supportContacts.clubId} = ${clubId})`).mapWith(Number);

/** Each helpline's name and number, as a sub-select for another module's query (a case's referral): join it on `.id`. */
export const helplineNumber = new QueryBuilder()
  .select({ id: helplines.id, name: helplines.name, number: helplines.number })
  .from(helplines)
  .as('helpline_number');

/** The club's support contacts, in the order they were added (the admin's list, a case's owners and referrals). */
export async function contactsOfClub(db: Db, clubId: number) {
  return db
    .select({
      id: supportContacts.id,
      name: supportContacts.name,
      role: supportContacts.role,
      email: supportContacts.email,
      phone: supportContacts.phone,
      languages: supportContacts.languages,
      receivesEscalations: supportContacts.receivesEscalations,
    })
    .from(supportContacts)
    .where(eq(supportContacts.clubId, clubId))
    .orderBy(asc(supportContacts.id));
}

const contactFields = (c: SaveSupportContactRequest) => ({
  name: c.name,
  role: c.role,
  email: c.email,
  phone: c.phone,
  languages: c.languages as Language[],
  receivesEscalations: c.receivesEscalations ?? false,
});

export async function insertContact(db: Db, clubId: number, c: SaveSupportContactRequest) {
  const [row] = await db
    .insert(supportContacts)
    .values({ clubId, ...contactFields(c) })
    .returning({ id: supportContacts.id });
  return row?.id;
}

/** Only a contact of that club: another club's contact id is not found. */
export async function updateContact(db: Db, clubId: number, contactId: number, c: SaveSupportContactRequest) {
  const [row] = await db
    .update(supportContacts)
    .set(contactFields(c))
    .where(and(eq(supportContacts.id, contactId), eq(supportContacts.clubId, clubId)))
    .returning({ id: supportContacts.id });
  return row?.id;
}

export async function deleteContact(db: Db, clubId: number, contactId: number) {
  const rows = await db
    .delete(supportContacts)
    .where(and(eq(supportContacts.id, contactId), eq(supportContacts.clubId, clubId)))
    .returning({ id: supportContacts.id });
  return rows.length > 0;
}

/** The club, country, state and stored coefficient of an evaluation of `ownerId` (none: not theirs, or gone). */
export async function evaluationForSupport(db: Db, evaluationId: number, ownerId: number) {
  const [row] = await db
    .select({
      clubId: studyPlace.clubId,
      club: studyPlace.club,
      country: studyPlace.clubCountry,
      state: evaluationFacts.state,
      coefficient: evaluationFacts.coefficient,
      language: memberPerson.language,
    })
    .from(evaluationFacts)
    .innerJoin(memberPerson, eq(memberPerson.id, evaluationFacts.memberId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluationFacts.studyId))
    .where(and(eq(evaluationFacts.id, evaluationId), eq(evaluationFacts.memberId, ownerId)));
  return row;
}

/** The clubs `memberId` belongs to now (any squad role), by name. */
export async function clubsOfMember(db: Db, memberId: number) {
  return db
    .selectDistinct({ id: clubPlace.id, name: clubPlace.name, country: clubPlace.country })
    .from(currentMembership)
    .innerJoin(clubPlace, eq(clubPlace.id, currentMembership.clubId))
    .where(eq(currentMembership.memberId, memberId))
    .orderBy(asc(clubPlace.name), asc(clubPlace.id));
}

/** Every helpline's name as it is now: the audit trail names its rows that stored no name by it (audit/subject-names.ts). */
export const helplineNamesNow = currentNames(helplines.id, helplines.name);

/** Active clubs without a support contact (the setup checklist's "support" step, and the admin home names them). */
const clubsWithoutSupportSql = sql`select ${clubPlace.id} from ${clubPlace} where ${clubPlace.active}
  and not exists (select 1 from ${supportContacts} where ${supportContacts.clubId} = ${clubPlace.id})`;

/** The active clubs without a support contact, by name. */
export async function clubsWithoutSupport(db: Db) {
  return db
    .select({ id: clubPlace.id, name: clubPlace.name })
    .from(clubPlace)
    .where(sql`${clubPlace.id} in (${clubsWithoutSupportSql})`)
    .orderBy(sql`lower(${clubPlace.name})`, clubPlace.id);
}

/** "There are clubs, and every active one has a support contact", as SQL for another module's query (the setup's checklist). */
export const everyClubHasSupport: SQL<boolean> = qualified(
  sql<boolean>`(exists (select 1 from ${clubPlace}) and not exists (${clubsWithoutSupportSql}))`,
).mapWith(Boolean);
