import type { AdminAuditEvent } from '@club-pulse/contracts/admin-audit';
import { COMPLIANCE_CATEGORY } from '@club-pulse/contracts/constants';
import { useTranslation } from 'react-i18next';

/** The number of the target's first word (`club:3` → 3); null when it has none. */
const subjectId = (target: string) => /^[A-Za-z]+:(\d+)/.exec(target)?.[1] ?? null;
/** The member a squad membership's row is about (`squadMember:5 member:22 club:3` → 22). */
const memberId = (target: string) => /(?:^| )member:(\d+)/.exec(target)?.[1] ?? null;

/** A published version of the terms (`category:0:v2:membersToAccept:20`) or an acceptance of them (`usageTerms:v2`). */
const TERMS_PUBLISHED = /^category:(\d+):v(\d+):membersToAccept:(\d+)$/;
const TERMS_ACCEPTED = /^usageTerms:v(\d+)$/;

/**
 * A row's subject as a reader says it: "Club CF Montjuïc", "Member Laia Puig"; "Member #22 (erased)" once the
 * member is gone (their name is not kept in the trail); "Club #3" for an older row without a name; the stored
 * target for a row that names no kind of subject (a setting), but the terms' versions in words.
 */
export function useSubjectLabel() {
  const { t } = useTranslation('audit');
  const document = (category: number) =>
    t(category === COMPLIANCE_CATEGORY.privacyPolicy ? 'public:terms.privacyPolicyTitle' : 'public:terms.usageTermsTitle');
  return (e: Pick<AdminAuditEvent, 'target' | 'subjectType' | 'subjectName'>) => {
    if (!e.subjectType) {
      // The terms' own targets, in words: "Usage terms, version 2 (20 members to accept again)".
      const published = TERMS_PUBLISHED.exec(e.target);
      if (published) {
        const [, category, version, toAccept] = published;
        return t('subjectLabel.termsPublished', { document: document(Number(category)), version, count: Number(toAccept) });
      }
      const accepted = TERMS_ACCEPTED.exec(e.target);
      if (accepted) return t('subjectLabel.termsVersion', { document: document(COMPLIANCE_CATEGORY.usageTerms), version: accepted[1] });
      return e.target;
    }
    const type = t(`subjectTypes.${e.subjectType}`, { defaultValue: e.subjectType });
    if (e.subjectName) return t('subjectLabel.named', { type, name: e.subjectName });
    const id = e.subjectType === 'member' ? memberId(e.target) : subjectId(e.target);
    if (id === null) return e.target;
    return t(e.subjectType === 'member' ? 'subjectLabel.erased' : 'subjectLabel.numbered', { type, id });
  };
}

/** A word of a target after its subject: another record (`from:quiz:4`, `club:3`) or a count (`sent:3`). */
const RELATED_WORD = /^(from:)?([A-Za-z]+):(\d+)$/;
/** The catalogue keys of the other records a target names, by how it names them. */
const RELATED_KEYS: Record<string, string> = { 'from:quiz': 'details.fromQuiz', 'from:study': 'details.fromStudy', club: 'details.inClub' };
/** The catalogue keys of the counts a target holds. */
const COUNT_KEYS: Record<string, string> = { sent: 'details.remindersSent', count: 'details.invitationsSent' };

/**
 * What a row's target says beyond its subject, as a reader says it: "from quiz Wellbeing" (a copy's source, by
 * its name as it is now: `relatedName`), "in club CF Montjuïc" (a membership's club), "3 reminders sent"; the
 * member a squad membership's row names is its subject already. A word the catalogue does not know (from an
 * older version) is shown as stored. Empty when the target says nothing more.
 */
export function useTargetDetails() {
  const { t } = useTranslation('audit');
  return (e: Pick<AdminAuditEvent, 'target' | 'subjectType' | 'relatedName'>): string => {
    // Each known word (a count, a copy's source, a club) is a part of its own; the words between them stay together
    // as written ("reason:Written request of 24 Nov"), so that a free text keeps its spaces.
    const parts: string[] = [];
    let text: string[] = [];
    const endText = () => {
      if (text.length > 0) parts.push(text.join(' '));
      text = [];
    };
    for (const word of e.target.split(' ').slice(1)) {
      const match = RELATED_WORD.exec(word);
      if (!match) {
        text.push(word);
        continue;
      }
      const [, from = '', kind = '', id = ''] = match;
      if (!from && kind === 'member' && e.subjectType === 'member') continue;
      const counted = from ? undefined : COUNT_KEYS[kind];
      const related = RELATED_KEYS[`${from}${kind}`];
      if (!counted && !related) {
        text.push(word);
        continue;
      }
      endText();
      parts.push(counted ? t(counted, { count: Number(id) }) : t(related ?? '', { name: e.relatedName ?? `#${id}` }));
    }
    endText();
    return parts.join(' · ');
  };
}
