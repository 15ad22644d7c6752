import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { studyIsRunning } from '@club-pulse/contracts/study-rules';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import {
  type DuplicateStudyRequest,
  type InviteToStudyRequest,
  type InviteToStudyResponse,
  parseEmailList,
  studyMemberLink,
  studyRegisterLink,
} from '@club-pulse/contracts/study-sharing';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/index.ts';
import { defaultLanguageOf } from '../setup/index.ts';
import { renderPoster } from './poster.ts';
import type { StudyOwners } from './studies.repository.ts';
import * as studies from './studies.service.ts';
import { findMembersByEmails } from './study-sharing.repository.ts';
import { studyInvitationMail } from './study-sharing-texts.ts';

/**
 * Sharing a study (docs/design.md#sharing): its A4 poster, invitations by mail, a copy with new dates. Who may
 * act is the route's permission (a coach of the study's club). A study that no longer takes new players
 * (closed, finished, cancelled) is not shared: 409 StudyNotAccepting. `owners`: the evaluations and the squads, from
 * their owners (app.ts).
 */

/** The study, when it still takes new players today. */
async function requireShareable(deps: AppDeps, owners: StudyOwners, coachId: number, studyId: number): Promise<ManagerStudy> {
  const study = await studies.getStudyForCoach(deps.db, owners, coachId, studyId);
  if (!studyIsRunning(study, today())) throw new AppError('StudyNotAccepting');
  return study;
}

const registerLink = (deps: AppDeps, token: string) => studyRegisterLink(deps.config.publicUrl, token);
const memberLink = (deps: AppDeps, token: string) => studyMemberLink(deps.config.publicUrl, token);

/** The poster's PDF and its file name; `language` left out: the installation's default. */
export async function studyPoster(deps: AppDeps, owners: StudyOwners, coachId: number, studyId: number, language?: Language) {
  const study = await requireShareable(deps, owners, coachId, studyId);
  const lang = language ?? (await defaultLanguageOf(deps.db));
  const pdf = await renderPoster({
    study: study.description,
    club: study.club,
    team: study.studyGroup,
    dueDate: study.dueDate,
    link: registerLink(deps, study.token),
    language: lang,
  });
  return { pdf, fileName: `club-pulse-poster-study-${study.id}-${lang}.pdf` };
}

/**
 * Mails the study's link to each address: nothing is sent while any address is invalid (400, one item per
 * address, field `emails.<i>`); repeats are collapsed. A member who has an account gets the sign-in link in
 * their language; anyone else the registration link in the installation's default language. Rate-limited per
 * coach; the audit keeps the count, never the addresses.
 */
export async function inviteToStudy(
  deps: AppDeps,
  owners: StudyOwners,
  coachId: number,
  studyId: number,
  body: InviteToStudyRequest,
): Promise<InviteToStudyResponse> {
  const isOneAddress = (text: string) => {
    const parsed = parseEmailList(text);
    return parsed.valid.length === 1 && parsed.invalid.length === 0;
  };
  const invalid = body.emails.flatMap((email, i) => (isOneAddress(email) ? [] : [i]));
  if (invalid.length > 0)
    throw new AppError('ValidationError', {
      items: invalid.map((i) => ({ code: 'ValidationError', field: `emails.${i}`, message: 'Not an email address' })),
    });
  const { valid, duplicates } = parseEmailList(body.emails.join('\n'));
  const study = await requireShareable(deps, owners, coachId, studyId);
  await hitLimit(deps.rateLimiter, 'studyInvitesPerMember', coachId);

  const known = new Map((await findMembersByEmails(deps.db, valid)).map((m) => [m.email, m]));
  const installationLanguage = await defaultLanguageOf(deps.db);
  for (const email of valid) {
    const member = known.get(email);
    const language = member ? preferredLanguage(member.language, installationLanguage) : installationLanguage;
    const link = member ? memberLink(deps, study.token) : registerLink(deps, study.token);
    await deps.mailer.send(studyInvitationMail({ email, name: member?.name ?? null }, study, link, language));
  }
  await recordAudit(deps.db, coachId, 'study.invite', `study:${study.id} count:${valid.length}`, study.description);
  return { sent: valid.length, duplicates };
}

/**
 * A new study of the same study group and quiz with new dates and its own link, checked as a new study is
 * (an active group and club, the quiz still available for the group, dates in order and ahead), and counted
 * against the same limit of new studies per coach.
 */
export async function duplicateStudy(
  deps: AppDeps,
  owners: StudyOwners,
  coachId: number,
  studyId: number,
  body: DuplicateStudyRequest,
): Promise<ManagerStudy> {
  const source = await studies.getStudyForCoach(deps.db, owners, coachId, studyId);
  const copy = await studies.createStudyOfCoach(deps, owners, coachId, { ...body, studyGroupId: source.studyGroupId, quizId: source.quizId });
  await recordAudit(deps.db, coachId, 'study.duplicate', `study:${copy.id} from:study:${source.id}`, copy.description);
  return copy;
}
