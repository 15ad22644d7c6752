/**
 * Helplines shipped with Club Pulse, per country (docs/helplines.md says where each comes from). None is shown to a
 * player before an admin has checked the number and confirmed it: these are what the authors knew, not numbers
 * verified at the time of shipping. The emergency number 112 is not here: the player's support panel always shows
 * it (it is the EU-wide emergency number by law, Council Decision 91/396/EEC).
 */
import type { Language } from '@club-pulse/contracts/constants';
import type { Country } from '@club-pulse/contracts/support';

export interface DefaultHelpline {
  key: string;
  country: Country;
  languages: Language[];
  name: string;
  number: string;
  description: string;
  source: string;
}

export const DEFAULT_HELPLINES: DefaultHelpline[] = [
  {
    key: 'es-024',
    country: 'ES',
    languages: ['es', 'ca'],
    name: 'Línea 024',
    number: '024',
    description: 'Atención a la conducta suicida: gratuita, confidencial, 24 horas',
    source: 'Ministerio de Sanidad (Gobierno de España), línea 024 abierta en mayo de 2022',
  },
  {
    key: 'es-anar',
    country: 'ES',
    languages: ['es', 'ca'],
    name: 'Fundación ANAR – Teléfono de ayuda a niños y adolescentes',
    number: '900 20 20 10',
    description: 'Para niños, niñas y adolescentes: gratuito, confidencial, 24 horas',
    source: 'Fundación ANAR (anar.org)',
  },
  {
    key: 'es-116111',
    country: 'ES',
    languages: ['es', 'ca'],
    name: 'Teléfono europeo de ayuda a la infancia',
    number: '116 111',
    description: 'Número europeo para niños y adolescentes, atendido en España por la Fundación ANAR',
    source: 'Número armonizado europeo 116 111 (Decisión 2007/116/CE); operador en España: Fundación ANAR',
  },
  {
    key: 'de-telefonseelsorge',
    country: 'DE',
    languages: ['de'],
    name: 'TelefonSeelsorge',
    number: '0800 111 0 111',
    description: 'Kostenlos, anonym, rund um die Uhr (auch 0800 111 0 222)',
    source: 'TelefonSeelsorge Deutschland (telefonseelsorge.de), getragen von den evangelischen und katholischen Kirchen',
  },
  {
    key: 'de-nummer-gegen-kummer',
    country: 'DE',
    languages: ['de'],
    name: 'Nummer gegen Kummer – Kinder- und Jugendtelefon',
    number: '116 111',
    description: 'Für Kinder und Jugendliche: kostenlos und anonym',
    source: 'Nummer gegen Kummer e. V. (nummergegenkummer.de); europäische Nummer 116 111',
  },
  {
    key: 'it-azzurro',
    country: 'IT',
    languages: ['it'],
    name: 'Telefono Azzurro',
    number: '19696',
    description: 'Per bambini e adolescenti: gratuito, 24 ore su 24',
    source: 'Telefono Azzurro (azzurro.it)',
  },
  {
    key: 'it-telefono-amico',
    country: 'IT',
    languages: ['it'],
    name: 'Telefono Amico Italia',
    number: '02 2327 2327',
    description: 'Ascolto per chi si sente solo o in difficoltà',
    source: 'Telefono Amico Italia (telefonoamico.it)',
  },
];
