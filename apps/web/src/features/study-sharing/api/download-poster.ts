import type { Language } from '@club-pulse/contracts/constants';
import { downloadFile } from '../../../lib/download.ts';

/** GET api/manager/study/{id}/poster: the study's A4 poster (a PDF) in `language`, saved under the server's name. */
export const downloadPoster = (studyId: number, language: Language): Promise<string> =>
  downloadFile(`api/manager/study/${studyId}/poster?language=${language}`, `poster-study-${studyId}-${language}.pdf`);
