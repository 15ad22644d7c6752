/**
 * From a flag to support (docs/design.md#support): a club's support contacts, the installation's helplines, what a
 * player with a high or critical result is shown. The coaches' follow-up of those players is in cases.ts. Nothing here ever
 * carries an answer or a key-term score.
 */
import { z } from 'zod';
import { EmailField } from './account.ts';
import { LANGUAGES, type Language } from './constants.ts';
import { singleLineText } from './text.ts';

const Id = z.coerce.number().int().positive().max(2147483647);

/**
 * The countries a club can be in (ISO 3166-1 alpha-2): those where 112 reaches the emergency services (the EU, the
 * EEA, Switzerland and the United Kingdom), since every player is shown 112. Club Pulse ships helplines for
 * SHIPPED_COUNTRIES (docs/helplines.md); an installation adds another country by adding its helplines.
 */
export const Country = z.enum([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
export type Country = z.infer<typeof Country>;
/** The countries whose helplines Club Pulse ships, checked on the date docs/helplines.md gives. */
export const SHIPPED_COUNTRIES = ['ES', 'DE', 'IT'] as const satisfies readonly Country[];

/**
 * A new club's country when the admin does not choose one: the country of the installation's language (Catalan is
 * spoken in Spain). English names no country: Spain, the first of the shipped countries, which the form shows and
 * the admin changes.
 */
export function countryOfLanguage(language: Language): Country {
  return ({ en: 'ES', es: 'ES', ca: 'ES', de: 'DE', it: 'IT' } as const)[language];
}

export const SupportContactRole = z.enum(['welfareOfficer', 'psychologist', 'clubDoctor', 'coach', 'other']);
export type SupportContactRole = z.infer<typeof SupportContactRole>;

export { needsSupport, SUPPORT_NEED_LEVELS } from './levels.ts';

/** A phone number as people write it: digits, spaces, +, dots, dashes, brackets. */
const Phone = singleLineText()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{1,24}$/);

export const ClubIdParams = z.object({ clubId: Id });
export type ClubIdParams = z.infer<typeof ClubIdParams>;
export const SupportContactParams = z.object({ clubId: Id, contactId: Id });
export type SupportContactParams = z.infer<typeof SupportContactParams>;

/** One of a club's support contacts (kept by admins and the club's coaches). */
export const SupportContact = z.object({
  id: z.number().int(),
  name: z.string(),
  role: SupportContactRole,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  /** Told when a critical case of the club is left unowned or unchanged (the cases' escalation mail; needs an email). */
  receivesEscalations: z.boolean(),
});
export type SupportContact = z.infer<typeof SupportContact>;

/** POST and PUT of a support contact: an email, a phone or both, and the languages the contact speaks. */
export const SaveSupportContactRequest = z
  .object({
    name: singleLineText().trim().min(1).max(120),
    role: SupportContactRole,
    // The product's email field (its messages, NUL and lone surrogates refused as in every other email).
    email: EmailField.nullable(),
    phone: Phone.nullable(),
    languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length),
    receivesEscalations: z.boolean().default(false),
  })
  .refine((c) => c.email !== null || c.phone !== null, { path: ['phone'], message: 'An email or a phone is needed' })
  .refine((c) => !c.receivesEscalations || c.email !== null, { path: ['email'], message: 'The escalation mail needs an email' });
export type SaveSupportContactRequest = z.infer<typeof SaveSupportContactRequest>;

/** GET .../supportContacts: the club's country (which helplines its players see) and its contacts. */
export const ClubSupport = z.object({
  clubId: z.number().int(),
  club: z.string(),
  country: Country,
  contacts: z.array(SupportContact),
});
export type ClubSupport = z.infer<typeof ClubSupport>;

/** PUT .../support/country. */
export const SetClubCountryRequest = z.object({ country: Country });
export type SetClubCountryRequest = z.infer<typeof SetClubCountryRequest>;

/**
 * A helpline of the installation (GET /api/admin/helpline). Shipped defaults come with the `source` they were
 * taken from and the day it was checked (`sourceCheckedOn`, docs/helplines.md), and players see them at once; an
 * admin hides one (`enabled` false), edits it, or records that they checked it themselves (`confirmed`; PUT
 * /api/admin/helpline/{id}/confirm records a check of today).
 */
export const Helpline = z.object({
  id: z.number().int(),
  country: Country,
  languages: z.array(z.enum(LANGUAGES)),
  name: z.string(),
  number: z.string(),
  description: z.string(),
  source: z.string(),
  /** The calendar day (YYYY-MM-DD) the shipped source was checked on; null when none is known (an admin's own line). */
  sourceCheckedOn: z.string().nullable(),
  isDefault: z.boolean(),
  enabled: z.boolean(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export type Helpline = z.infer<typeof Helpline>;
export const HelplinesResponse = z.array(Helpline);
export type HelplinesResponse = z.infer<typeof HelplinesResponse>;

/**
 * POST /api/admin/helpline and PUT /api/admin/helpline/{id}: saving with `confirmed` records who checked it and
 * when. A saved description replaces the shipped translations of a default (the admin's words are shown). A
 * default's `source` saved as it was read keeps the day it was checked.
 */
export const SaveHelplineRequest = z.object({
  country: Country,
  languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length),
  name: singleLineText().trim().min(1).max(120),
  number: Phone,
  description: singleLineText().trim().max(300),
  source: singleLineText().trim().max(300),
  enabled: z.boolean(),
  confirmed: z.boolean(),
});
export type SaveHelplineRequest = z.infer<typeof SaveHelplineRequest>;

/**
 * GET /api/evaluation/{id}/support: what the player of a finished evaluation can do now. `needsSupport`: the
 * result is high or critical (the screens then show it first). Helplines: the enabled ones of the club's country
 * in the player's language (all of the country when none speaks it), described in that language when known.
 */
export const PlayerSupport = z.object({
  needsSupport: z.boolean(),
  club: z.string(),
  contacts: z.array(SupportContact.omit({ id: true, receivesEscalations: true })),
  helplines: z.array(z.object({ name: z.string(), number: z.string(), description: z.string() })),
});
export type PlayerSupport = z.infer<typeof PlayerSupport>;

/** A helpline as anyone is shown it: its name, number and what it offers, in the reader's language when known. */
export const ShownHelpline = z.object({ name: z.string(), number: z.string(), description: z.string() });
export type ShownHelpline = z.infer<typeof ShownHelpline>;

/**
 * GET /api/support/helplines (anyone, the "Get support" page): the enabled helplines of `country` for a reader of
 * `lang`. Without a country: the country of the language (countryOfLanguage). The page always adds 112.
 */
export const HelplinesQuery = z.object({ country: Country.optional(), lang: z.enum(LANGUAGES).optional() });
export type HelplinesQuery = z.infer<typeof HelplinesQuery>;
export const CountryHelplines = z.object({ country: Country, helplines: z.array(ShownHelpline) });
export type CountryHelplines = z.infer<typeof CountryHelplines>;

/**
 * GET /api/support/mine (any signed-in member, with or without a result): each club the member belongs to now,
 * with its support contacts and the helplines of its country in the member's language.
 */
export const MySupportQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
export type MySupportQuery = z.infer<typeof MySupportQuery>;
export const MySupport = z.object({
  clubs: z.array(
    z.object({
      club: z.string(),
      country: Country,
      contacts: z.array(SupportContact.omit({ id: true, receivesEscalations: true })),
      helplines: z.array(ShownHelpline),
    }),
  ),
});
export type MySupport = z.infer<typeof MySupport>;
