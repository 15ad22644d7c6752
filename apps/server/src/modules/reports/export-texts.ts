import type { Language } from '@club-pulse/contracts/constants';
import { textsIn } from '../../lib/texts.ts';

/**
 * The words of an exported report are the words of the screen it copies: the catalogues the web reads (the coach's
 * and the player's report texts, and `exports` for what only a file has), through i18next as the web reads them,
 * so that a PDF never says "High" where the screen says "Alta" or words a level differently.
 */
export type ExportNamespace = 'coach' | 'player' | 'exports';
type Values = Record<string, string | number>;
export type Translate = (ns: ExportNamespace, key: string, values?: Values) => string;

/** `t` over the catalogues of `lang`; a test keeps every key the exports use present in the five languages. */
export function exportTexts(lang: Language): Translate {
  const t = textsIn(lang);
  return (ns, key, values = {}) => t(`${ns}:${key}`, values);
}
