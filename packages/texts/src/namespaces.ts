/**
 * The catalogues: one file per language and namespace, `locales/<lang>/<namespace>.json`. The web loads them all
 * for a language (lib/i18n.ts); the server reads the ones its files and mails speak.
 */
export const NAMESPACES = [
  'common',
  'public',
  'admin',
  'player',
  'coach',
  'privacy',
  'setup',
  'support',
  'cases',
  'quizzes',
  'exports',
  'trends',
  'audit',
  'users',
  'profile',
  'sharing',
  'invitation',
  'reminders',
  'roster',
  'twofactor',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
