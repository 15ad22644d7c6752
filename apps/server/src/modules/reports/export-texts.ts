import type { Language } from '@club-pulse/contracts/constants';
import caCoach from '@club-pulse/texts/locales/ca/coach.json' with { type: 'json' };
import caExports from '@club-pulse/texts/locales/ca/exports.json' with { type: 'json' };
import caPlayer from '@club-pulse/texts/locales/ca/player.json' with { type: 'json' };
import deCoach from '@club-pulse/texts/locales/de/coach.json' with { type: 'json' };
import deExports from '@club-pulse/texts/locales/de/exports.json' with { type: 'json' };
import dePlayer from '@club-pulse/texts/locales/de/player.json' with { type: 'json' };
import enCoach from '@club-pulse/texts/locales/en/coach.json' with { type: 'json' };
import enExports from '@club-pulse/texts/locales/en/exports.json' with { type: 'json' };
import enPlayer from '@club-pulse/texts/locales/en/player.json' with { type: 'json' };
import esCoach from '@club-pulse/texts/locales/es/coach.json' with { type: 'json' };
import esExports from '@club-pulse/texts/locales/es/exports.json' with { type: 'json' };
import esPlayer from '@club-pulse/texts/locales/es/player.json' with { type: 'json' };
import itCoach from '@club-pulse/texts/locales/it/coach.json' with { type: 'json' };
import itExports from '@club-pulse/texts/locales/it/exports.json' with { type: 'json' };
import itPlayer from '@club-pulse/texts/locales/it/player.json' with { type: 'json' };

/**
 * The words of an exported report are the words of the screen it copies: the web's own catalogues (the coach's
 * and the player's report texts, and `exports` for what only a file has), read here rather than written a second
 * time, so that a PDF never says "High" where the screen says "Alta" or words a level differently.
 */
const CATALOGUES: Record<Language, Record<ExportNamespace, Catalogue>> = {
  en: { coach: enCoach, player: enPlayer, exports: enExports },
  es: { coach: esCoach, player: esPlayer, exports: esExports },
  ca: { coach: caCoach, player: caPlayer, exports: caExports },
  de: { coach: deCoach, player: dePlayer, exports: deExports },
  it: { coach: itCoach, player: itPlayer, exports: itExports },
};

export type ExportNamespace = 'coach' | 'player' | 'exports';
type Catalogue = { [key: string]: string | Catalogue };
type Values = Record<string, string | number>;
export type Translate = (ns: ExportNamespace, key: string, values?: Values) => string;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t` over the catalogues of `lang`, as i18next reads them: `{{name}}` placeholders, `_one`/`_other` plurals when
 * `count` is given, English when a key is missing in `lang`, and the key itself when it is missing everywhere
 * (a test keeps every key the exports use present in the five languages).
 */
export function exportTexts(lang: Language): Translate {
  const plural = new Intl.PluralRules(lang);
  return (ns, key, values = {}) => {
    const keys = typeof values.count === 'number' ? [`${key}_${plural.select(values.count)}`, `${key}_other`, key] : [key];
    let text: string | undefined;
    for (const catalogue of [CATALOGUES[lang][ns], CATALOGUES.en[ns]]) {
      for (const k of keys) text ??= lookup(catalogue, k);
    }
    return (text ?? key).replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name] ?? ''));
  };
}
