/**
 * The catalogues: one file per language and namespace, `locales/<lang>/<namespace>.json`. The web loads every
 * namespace of a language but the server's own (lib/i18n.ts); the server reads the ones its files and mails speak
 * (apps/server/src/lib/texts.ts).
 */
export const WEB_NAMESPACES = [
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
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

/** What only the server says: the mails. A browser never loads them. */
export const SERVER_ONLY_NAMESPACES = ['mail'] as const;

/** The namespaces the server's texts read: the words a file shares with its screen, and the mails. */
export const SERVER_NAMESPACES = ['coach', 'player', 'exports', ...SERVER_ONLY_NAMESPACES] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

export const NAMESPACES = [...WEB_NAMESPACES, ...SERVER_ONLY_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
