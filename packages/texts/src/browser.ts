import type { Language } from '@club-pulse/contracts/constants';
import type { WebNamespace } from './namespaces.ts';

export type Catalogue = Record<string, unknown>;

/**
 * Every catalogue of the web as a chunk of its own (Vite), so that a browser loads only its language's; the
 * server's own namespace (the mails) is left out of the client.
 */
const files = import.meta.glob<{ default: Catalogue }>(['../locales/*/*.json', '!../locales/*/mail.json']);

/** Loads the catalogue of `lang` and `ns`; undefined when there is none. */
export async function loadCatalogue(lang: Language, ns: WebNamespace): Promise<Catalogue | undefined> {
  const load = files[`../locales/${lang}/${ns}.json`];
  return load ? (await load()).default : undefined;
}
