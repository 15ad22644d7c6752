import type { Language } from '@club-pulse/contracts/constants';
import caCoach from '../locales/ca/coach.json' with { type: 'json' };
import caExports from '../locales/ca/exports.json' with { type: 'json' };
import caMail from '../locales/ca/mail.json' with { type: 'json' };
import caPlayer from '../locales/ca/player.json' with { type: 'json' };
import deCoach from '../locales/de/coach.json' with { type: 'json' };
import deExports from '../locales/de/exports.json' with { type: 'json' };
import deMail from '../locales/de/mail.json' with { type: 'json' };
import dePlayer from '../locales/de/player.json' with { type: 'json' };
import enCoach from '../locales/en/coach.json' with { type: 'json' };
import enExports from '../locales/en/exports.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enPlayer from '../locales/en/player.json' with { type: 'json' };
import esCoach from '../locales/es/coach.json' with { type: 'json' };
import esExports from '../locales/es/exports.json' with { type: 'json' };
import esMail from '../locales/es/mail.json' with { type: 'json' };
import esPlayer from '../locales/es/player.json' with { type: 'json' };
import itCoach from '../locales/it/coach.json' with { type: 'json' };
import itExports from '../locales/it/exports.json' with { type: 'json' };
import itMail from '../locales/it/mail.json' with { type: 'json' };
import itPlayer from '../locales/it/player.json' with { type: 'json' };
import type { ServerNamespace } from './namespaces.ts';

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * The catalogues the server speaks, in every language: the coach's and the player's report texts and `exports`
 * (the words a file shares with its screen, and the poster's), and `mail`. Imported, not read from disk, so that
 * the compiled server (apps/server/scripts/build.mjs) carries them in its bundle.
 */
export const SERVER_CATALOGUES: Record<Language, Record<ServerNamespace, Catalogue>> = {
  en: { coach: enCoach, player: enPlayer, exports: enExports, mail: enMail },
  es: { coach: esCoach, player: esPlayer, exports: esExports, mail: esMail },
  ca: { coach: caCoach, player: caPlayer, exports: caExports, mail: caMail },
  de: { coach: deCoach, player: dePlayer, exports: deExports, mail: deMail },
  it: { coach: itCoach, player: itPlayer, exports: itExports, mail: itMail },
};
