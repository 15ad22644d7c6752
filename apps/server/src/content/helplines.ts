/**
 * Helplines shipped with Club Pulse, per country (docs/helplines.md: each line's source and the date it was checked).
 * They are shown to players at once, in the club's country; an admin hides or edits one and adds others. The
 * emergency number 112 is not here: the player's support panel always shows it (the EU-wide emergency number,
 * Council Decision 91/396/EEC). A description is given in every interface language so that a player reads what the
 * line is for in their own; `localLanguage` is the one an admin who edits the line sees first.
 */
import type { Language } from '@club-pulse/contracts/constants';
import type { Country } from '@club-pulse/contracts/support';

export interface DefaultHelpline {
  key: string;
  country: Country;
  /** The languages the line answers in (a player in another language is shown every line of the country). */
  languages: Language[];
  localLanguage: Language;
  name: string;
  number: string;
  descriptions: Record<Language, string>;
  source: string;
}

/** The date the shipped numbers were last checked against the organisations' published numbers (docs/helplines.md). */
export const HELPLINES_CHECKED_ON = '2026-11-27';
const checked = (url: string) => `${url} (checked ${HELPLINES_CHECKED_ON})`;

export const DEFAULT_HELPLINES: DefaultHelpline[] = [
  {
    key: 'es-024',
    country: 'ES',
    languages: ['es', 'ca'],
    localLanguage: 'es',
    name: 'Línea 024',
    number: '024',
    descriptions: {
      en: 'Suicidal behaviour helpline: free, confidential, 24 hours',
      es: 'Atención a la conducta suicida: gratuita, confidencial, 24 horas',
      ca: 'Atenció a la conducta suïcida: gratuïta, confidencial, 24 hores',
      de: 'Hilfe bei Suizidgedanken: kostenlos, vertraulich, rund um die Uhr',
      it: 'Aiuto per pensieri suicidi: gratuito, riservato, 24 ore su 24',
    },
    source: checked('https://www.sanidad.gob.es/linea024/'),
  },
  {
    key: 'es-esperanza',
    country: 'ES',
    languages: ['es', 'ca'],
    localLanguage: 'es',
    name: 'Teléfono de la Esperanza',
    number: '717 003 717',
    descriptions: {
      en: 'Someone to talk to in a crisis: confidential, 24 hours',
      es: 'Alguien con quien hablar en una crisis: confidencial, 24 horas',
      ca: 'Algú amb qui parlar en una crisi: confidencial, 24 hores',
      de: 'Jemand zum Reden in einer Krise: vertraulich, rund um die Uhr',
      it: 'Qualcuno con cui parlare in un momento di crisi: riservato, 24 ore su 24',
    },
    source: checked('https://telefonodelaesperanza.org'),
  },
  {
    key: 'es-anar',
    country: 'ES',
    languages: ['es', 'ca'],
    localLanguage: 'es',
    name: 'Fundación ANAR',
    number: '900 20 20 10',
    descriptions: {
      en: 'For children and teenagers: free, confidential, 24 hours',
      es: 'Para niños, niñas y adolescentes: gratuito, confidencial, 24 horas',
      ca: 'Per a infants i adolescents: gratuït, confidencial, 24 hores',
      de: 'Für Kinder und Jugendliche: kostenlos, vertraulich, rund um die Uhr',
      it: 'Per bambini e adolescenti: gratuito, riservato, 24 ore su 24',
    },
    source: checked('https://www.anar.org'),
  },
  {
    key: 'es-116111',
    country: 'ES',
    languages: ['es', 'ca'],
    localLanguage: 'es',
    name: '116 111',
    number: '116 111',
    descriptions: {
      en: 'The European helpline for children and teenagers, free',
      es: 'Teléfono europeo de ayuda a niños y adolescentes, gratuito',
      ca: "Telèfon europeu d'ajuda a infants i adolescents, gratuït",
      de: 'Die europäische Nummer für Kinder und Jugendliche, kostenlos',
      it: 'Il numero europeo per bambini e adolescenti, gratuito',
    },
    source: checked('https://digital-strategy.ec.europa.eu/en/policies/116-helplines'),
  },
  {
    key: 'de-telefonseelsorge',
    country: 'DE',
    languages: ['de'],
    localLanguage: 'de',
    name: 'TelefonSeelsorge',
    number: '0800 111 0 111',
    descriptions: {
      en: 'Free, anonymous, 24 hours (also 0800 111 0 222)',
      es: 'Gratuito, anónimo, 24 horas (también 0800 111 0 222)',
      ca: 'Gratuït, anònim, 24 hores (també 0800 111 0 222)',
      de: 'Kostenlos, anonym, rund um die Uhr (auch 0800 111 0 222)',
      it: 'Gratuito, anonimo, 24 ore su 24 (anche 0800 111 0 222)',
    },
    source: checked('https://www.telefonseelsorge.de'),
  },
  {
    key: 'de-nummer-gegen-kummer',
    country: 'DE',
    languages: ['de'],
    localLanguage: 'de',
    name: 'Nummer gegen Kummer',
    number: '116 111',
    descriptions: {
      en: 'Helpline for children and teenagers: free and anonymous',
      es: 'Teléfono para niños y adolescentes: gratuito y anónimo',
      ca: 'Telèfon per a infants i adolescents: gratuït i anònim',
      de: 'Kinder- und Jugendtelefon: kostenlos und anonym',
      it: 'Telefono per bambini e adolescenti: gratuito e anonimo',
    },
    source: checked('https://www.nummergegenkummer.de'),
  },
  {
    key: 'it-azzurro',
    country: 'IT',
    languages: ['it'],
    localLanguage: 'it',
    name: 'Telefono Azzurro',
    number: '19696',
    descriptions: {
      en: 'For children and teenagers: free, 24 hours',
      es: 'Para niños y adolescentes: gratuito, 24 horas',
      ca: 'Per a infants i adolescents: gratuït, 24 hores',
      de: 'Für Kinder und Jugendliche: kostenlos, rund um die Uhr',
      it: 'Per bambini e adolescenti: gratuito, 24 ore su 24',
    },
    source: checked('https://azzurro.it'),
  },
  {
    key: 'it-telefono-amico',
    country: 'IT',
    languages: ['it'],
    localLanguage: 'it',
    name: 'Telefono Amico Italia',
    number: '02 2327 2327',
    descriptions: {
      en: 'Someone to listen when you feel alone or in difficulty',
      es: 'Alguien que te escucha cuando te sientes solo o en dificultad',
      ca: "Algú que t'escolta quan et sents sol o en dificultat",
      de: 'Jemand hört zu, wenn du dich allein oder in Schwierigkeiten fühlst',
      it: 'Ascolto per chi si sente solo o in difficoltà',
    },
    source: checked('https://www.telefonoamico.it'),
  },
];
