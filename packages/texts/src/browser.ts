import type { Language } from '@club-pulse/contracts/constants';
import type { WebNamespace } from './namespaces.ts';

export type Catalogue = Record<string, unknown>;

/**
 * The web's catalogues of a language as one chunk (src/bundles/<lang>.ts): a browser loads its language's and the
 * fallback's, one request each, instead of a module per namespace (forty requests, forty module records on the
 * first screen). The server's own namespace (the mails) is left out of the client.
 */
const bundles = import.meta.glob<Record<string, Catalogue>>('./bundles/*.ts', { import: 'default' });

/** Every web catalogue of `lang`, by namespace; empty for a language without a bundle. */
export async function loadCatalogues(lang: Language): Promise<Partial<Record<WebNamespace, Catalogue>>> {
  const load = bundles[`./bundles/${lang}.ts`];
  if (!load) return {};
  const files = await load();
  const byNamespace: Partial<Record<WebNamespace, Catalogue>> = {};
  for (const [path, catalogue] of Object.entries(files)) byNamespace[path.replace(/^.*\/([\w-]+)\.json$/, '$1') as WebNamespace] = catalogue;
  return byNamespace;
}

/** Loads the catalogue of `lang` and `ns`; undefined when there is none. */
export async function loadCatalogue(lang: Language, ns: WebNamespace): Promise<Catalogue | undefined> {
  return (await loadCatalogues(lang))[ns];
}
