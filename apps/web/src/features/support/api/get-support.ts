import type { Country, CountryHelplines, MySupport } from '@club-pulse/contracts/support';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/support/mine: the signed-in member's clubs, each with its contacts and its country's helplines. */
export const mySupportQuery = (lang: string) =>
  queryOptions({
    queryKey: ['support', 'mine', lang],
    queryFn: () => http.get<MySupport>(`api/support/mine?lang=${encodeURIComponent(lang)}`),
  });

/** GET /api/support/helplines: a country's helplines (without one, the language's country) for anyone. */
export const countryHelplinesQuery = (country: Country | null, lang: string) =>
  queryOptions({
    queryKey: ['support', 'helplines', country, lang],
    queryFn: () =>
      http.get<CountryHelplines>(`api/support/helplines?lang=${encodeURIComponent(lang)}${country ? `&country=${encodeURIComponent(country)}` : ''}`),
  });
