import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { needLevelOf } from '@club-pulse/contracts/scoring';
import type { ClubSupport, Country, Helpline, PlayerSupport, SaveHelplineRequest, SaveSupportContactRequest } from '@club-pulse/contracts/support';
import { countryOfLanguage, type CountryHelplines, type MySupport, needsSupport } from '@club-pulse/contracts/support';
import { DEFAULT_HELPLINES } from '../../content/helplines.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestamp } from '../../lib/dates.ts';
import { recordAudit } from '../audit/index.ts';
import { setClubCountry as storeClubCountry } from '../clubs/index.ts';
import { defaultLanguageOf } from '../setup/index.ts';
import * as repo from './support.repository.ts';

/** Adds the shipped helplines an installation does not have yet (unconfirmed); at every start, idempotent. */
export const installDefaultHelplines = (db: Db) => repo.ensureDefaultHelplines(db, DEFAULT_HELPLINES);

/**
 * A shipped default's source is stored as the shipped text wrote it, "<source> (checked YYYY-MM-DD)"
 * (content/helplines.ts, `checked`): the admin is shown the source and the day apart, the day in their language.
 */
const CHECKED_ON = / \(checked (\d{4}-\d{2}-\d{2})\)$/;
export function splitSource(stored: string): { source: string; sourceCheckedOn: string | null } {
  const checked = CHECKED_ON.exec(stored);
  return checked ? { source: stored.slice(0, checked.index), sourceCheckedOn: checked[1] ?? null } : { source: stored, sourceCheckedOn: null };
}

export async function helplinesForAdmin(db: Db): Promise<Helpline[]> {
  const rows = await repo.listHelplines(db);
  return rows.map(({ defaultKey, confirmedAt, source, ...h }) => ({
    ...h,
    ...splitSource(source),
    isDefault: defaultKey !== null,
    confirmedAt: isoTimestamp(confirmedAt),
  }));
}

export async function createHelpline(db: Db, adminId: number, h: SaveHelplineRequest) {
  const id = await repo.insertHelpline(db, h, h.confirmed ? adminId : null);
  await recordAudit(db, adminId, h.confirmed ? 'helpline.createdConfirmed' : 'helpline.created', `helpline:${id}`, h.name);
  return helplinesForAdmin(db);
}

export async function updateHelpline(db: Db, adminId: number, id: number, h: SaveHelplineRequest) {
  const stored = await repo.helplineSource(db, id);
  if (stored === undefined) throw new AppError('NotFound');
  // The source as the admin read it (without its check day) keeps the day; another source is the admin's own.
  const source = splitSource(stored).source === h.source ? stored : h.source;
  const updated = await repo.updateHelpline(db, id, { ...h, source }, h.confirmed ? adminId : null);
  if (!updated) throw new AppError('NotFound');
  await recordAudit(db, adminId, h.confirmed ? 'helpline.confirmed' : 'helpline.unconfirmed', `helpline:${id}`, h.name);
  return helplinesForAdmin(db);
}

/**
 * The admin checked the line today (called it, or looked it up at its source: docs/helplines.md): their check is
 * recorded with their name and today's date, even over an older confirmation; nothing else of the line changes.
 */
export async function confirmHelpline(db: Db, adminId: number, id: number) {
  const name = await repo.confirmHelpline(db, id, adminId);
  if (name === undefined) throw new AppError('NotFound');
  await recordAudit(db, adminId, 'helpline.confirmed', `helpline:${id}`, name);
  return helplinesForAdmin(db);
}

export async function clubSupport(db: Db, clubId: number): Promise<ClubSupport> {
  const club = await repo.clubWithSupport(db, clubId);
  if (!club) throw new AppError('NotFound');
  const contacts = await repo.contactsOfClub(db, clubId);
  return { clubId: club.id, club: club.name, country: club.country, contacts };
}

/** A club that does not exist is not found (before a write meets its foreign key). */
async function requireClub(db: Db, clubId: number) {
  if (!(await repo.clubWithSupport(db, clubId))) throw new AppError('NotFound');
}

export async function setClubCountry(db: Db, actorId: number, clubId: number, country: Country) {
  await requireClub(db, clubId);
  await storeClubCountry(db, clubId, country);
  await recordAudit(db, actorId, 'club.supportCountry', `club:${clubId}`);
  return clubSupport(db, clubId);
}

export async function addContact(db: Db, actorId: number, clubId: number, c: SaveSupportContactRequest) {
  await requireClub(db, clubId);
  const id = await repo.insertContact(db, clubId, c);
  await recordAudit(db, actorId, 'supportContact.created', `supportContact:${id}`);
  return clubSupport(db, clubId);
}

export async function saveContact(db: Db, actorId: number, clubId: number, contactId: number, c: SaveSupportContactRequest) {
  if (!(await repo.updateContact(db, clubId, contactId, c))) throw new AppError('NotFound');
  await recordAudit(db, actorId, 'supportContact.updated', `supportContact:${contactId}`);
  return clubSupport(db, clubId);
}

export async function removeContact(db: Db, actorId: number, clubId: number, contactId: number) {
  if (!(await repo.deleteContact(db, clubId, contactId))) throw new AppError('NotFound');
  await recordAudit(db, actorId, 'supportContact.deleted', `supportContact:${contactId}`);
  return clubSupport(db, clubId);
}

/**
 * What the player of one of their own evaluations can do now: the club's contacts (those who speak the player's
 * language first) and the enabled helplines of the club's country in that language, or all of the country's
 * when none speaks it (an English-speaking teenager in Spain still gets the Spanish lines), each described in
 * the player's language when the shipped translations have it. The screens always add the emergency number 112.
 */
export async function playerSupport(db: Db, ownerId: number, evaluationId: number, lang?: Language): Promise<PlayerSupport> {
  const ev = await repo.evaluationForSupport(db, evaluationId, ownerId);
  if (!ev) throw new AppError('NotFound');
  const language = preferredLanguage(lang, ev.language);
  const level = ev.state === 'finished' && ev.coefficient !== null ? needLevelOf(ev.coefficient) : null;
  const contacts = (await repo.contactsOfClub(db, ev.clubId))
    .map(({ id: _id, receivesEscalations: _escalations, ...c }) => c)
    .sort((a, b) => Number(b.languages.includes(language)) - Number(a.languages.includes(language)));
  const helplines = await helplinesFor(db, ev.country, language);
  return { needsSupport: needsSupport(level), club: ev.club, contacts, helplines };
}

/** The enabled helplines of `country` for a reader of `language` (see playerSupport). */
export async function helplinesFor(db: Db, country: Country, language: Language) {
  const lines = await repo.enabledHelplines(db, country);
  const inLanguage = lines.filter((h) => h.languages.includes(language));
  return (inLanguage.length ? inLanguage : lines).map(({ name, number, description, descriptions }) => ({
    name,
    number,
    description: descriptions?.[language] ?? description,
  }));
}

/** The public "Get support" page: the helplines of a country (else the language's) for a reader of `lang`. */
export async function countryHelplines(db: Db, country: Country | undefined, lang: Language | undefined): Promise<CountryHelplines> {
  const language = lang ?? (await defaultLanguageOf(db));
  const chosen = country ?? countryOfLanguage(language);
  return { country: chosen, helplines: await helplinesFor(db, chosen, language) };
}

/** "Get support" for a signed-in member: each of their clubs, its contacts and its country's helplines in their language. */
export async function memberSupport(db: Db, member: { id: number; language: string }, lang: Language | undefined): Promise<MySupport> {
  const language = preferredLanguage(lang, member.language);
  const clubs = await repo.clubsOfMember(db, member.id);
  return {
    clubs: await Promise.all(
      clubs.map(async (club) => {
        const contacts = (await repo.contactsOfClub(db, club.id))
          .map(({ id: _id, receivesEscalations: _escalations, ...c }) => c)
          .sort((a, b) => Number(b.languages.includes(language)) - Number(a.languages.includes(language)));
        return { club: club.name, country: club.country, contacts, helplines: await helplinesFor(db, club.country, language) };
      }),
    ),
  };
}
