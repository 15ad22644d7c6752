import type { Language } from '@club-pulse/contracts/constants';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT api/member/me/language: the language of the member's screens and mails. */
export const updateLanguage = (language: Language) => apiClient.put('/api/member/me/language', { body: { language } });
