import { preferredLanguage } from '@club-pulse/contracts/constants';
import type { Country } from '@club-pulse/contracts/support';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/support/mine: the signed-in member's clubs, each with its contacts and its country's helplines. */
export const mySupportQuery = (lang: string) =>
  queryOptions({
    queryKey: ['support', 'mine', lang],
    queryFn: () => apiClient.get('/api/support/mine', { query: { lang: preferredLanguage(lang) } }),
  });

/** GET /api/support/helplines: a country's helplines (without one, the language's country) for anyone. */
export const countryHelplinesQuery = (country: Country | null, lang: string) =>
  queryOptions({
    queryKey: ['support', 'helplines', country, lang],
    queryFn: () => apiClient.get('/api/support/helplines', { query: { lang: preferredLanguage(lang), country: country ?? undefined } }),
  });
