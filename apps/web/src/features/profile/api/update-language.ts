import type { Language } from '@club-pulse/contracts/constants';
import { http } from '../../../lib/http.ts';

/** PUT api/member/me/language: the language of the member's screens and mails. */
export const updateLanguage = (language: Language) => http.put<void>('api/member/me/language', { language });
