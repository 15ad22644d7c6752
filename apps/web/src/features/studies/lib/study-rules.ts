import { studyMayClose, studyMayReopen } from '@club-pulse/contracts/study-rules';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { publicOrigin } from '../../../lib/config.ts';
import { todayIso } from '../../../lib/dates.ts';

/** The contracts' rules of docs/design.md#states, today; the server still decides and answers 409 otherwise. */
type StudyDates = Pick<ManagerStudy, 'state' | 'dueDate'>;
export const canClose = (s: StudyDates) => studyMayClose(s, todayIso());
/** A running study may be edited as long as it may be closed. */
export const canEdit = canClose;
export const canReopen = (s: StudyDates) => studyMayReopen(s, todayIso());

/** The link a newcomer opens to register for the study, and the one a signed-in member uses. */
export const registerLinkOf = (token: string, origin = publicOrigin()) => `${origin}/register?studyToken=${encodeURIComponent(token)}`;
export const memberLinkOf = (token: string, origin = publicOrigin()) => `${origin}/home?studyToken=${encodeURIComponent(token)}`;
