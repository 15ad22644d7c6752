/**
 * The shape of the demo content, and the key-term names both demo quizzes share. Demo questionnaire content:
 * two wellbeing quizzes (youth and senior), each with six key terms of four questions, in the five interface
 * languages. Original wording, written for Club Pulse.
 *
 * Answers use a 5-level agreement scale (1 = strongly disagree … 5 = strongly agree). For a normal item,
 * agreeing means wellbeing; for a `reversed` item, agreeing means more strain.
 */

export const LANGS = ['en', 'es', 'ca', 'de', 'it'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized = Record<Lang, string>;
export interface ContentQuestion {
  text: Localized;
  help: Localized;
  reversed: boolean;
}
export interface ContentKeyTerm {
  code: string;
  name: Localized;
  description: Localized;
  questions: ContentQuestion[];
}
export interface ContentQuiz {
  name: string;
  category: 'youth' | 'senior' | 'staff';
  hasKeyTermSummary: boolean;
  keyTerms: ContentKeyTerm[];
}

/** Key term names, shared by both quizzes. */
export const keyTermNames: Record<'stress' | 'sleep' | 'motivation' | 'confidence' | 'team' | 'balance', Localized> = {
  stress: {
    en: 'Stress and pressure',
    es: 'Estrés y presión',
    ca: 'Estrès i pressió',
    de: 'Stress und Druck',
    it: 'Stress e pressione',
  },
  sleep: {
    en: 'Sleep and recovery',
    es: 'Sueño y recuperación',
    ca: 'Son i recuperació',
    de: 'Schlaf und Erholung',
    it: 'Sonno e recupero',
  },
  motivation: {
    en: 'Motivation and enjoyment',
    es: 'Motivación y disfrute',
    ca: 'Motivació i gaudi',
    de: 'Motivation und Freude',
    it: 'Motivazione e divertimento',
  },
  confidence: {
    en: 'Self-confidence',
    es: 'Confianza en uno mismo',
    ca: 'Confiança en un mateix',
    de: 'Selbstvertrauen',
    it: 'Fiducia in sé stessi',
  },
  team: {
    en: 'Team relationships',
    es: 'Relaciones en el equipo',
    ca: "Relacions a l'equip",
    de: 'Beziehungen im Team',
    it: 'Rapporti nella squadra',
  },
  balance: {
    en: 'Life balance',
    es: 'Equilibrio vital',
    ca: 'Equilibri vital',
    de: 'Ausgleich im Alltag',
    it: 'Equilibrio di vita',
  },
};
