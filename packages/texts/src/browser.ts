import type { Language } from '@club-pulse/contracts/constants';
import type { Namespace } from './namespaces.ts';

export type Catalogue = Record<string, unknown>;

/** Every catalogue as a chunk of its own (Vite), so that a browser loads only its language's. */
const files = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json');

/** Loads the catalogue of `lang` and `ns`; undefined when there is none. */
export async function loadCatalogue(lang: Language, ns: Namespace): Promise<Catalogue | undefined> {
  const load = files[`../locales/${lang}/${ns}.json`];
  return load ? (await load()).default : undefined;
}
