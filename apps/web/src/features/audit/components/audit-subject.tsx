import type { AdminAuditEvent } from '@club-pulse/contracts/admin-audit';
import { useTranslation } from 'react-i18next';

/** The number of the target's first word (`club:3` → 3); null when it has none. */
const subjectId = (target: string) => /^[A-Za-z]+:(\d+)/.exec(target)?.[1] ?? null;
/** The member a squad membership's row is about (`squadMember:5 member:22 club:3` → 22). */
const memberId = (target: string) => /(?:^| )member:(\d+)/.exec(target)?.[1] ?? null;

/**
 * A row's subject as a reader says it: "Club CF Montjuïc", "Member Laia Puig"; "Member #22 (erased)" once the
 * member is gone (their name is not kept in the trail); "Club #3" for an older row without a name; the stored
 * target for a row that names no kind of subject (a setting).
 */
export function useSubjectLabel() {
  const { t } = useTranslation('audit');
  return (e: Pick<AdminAuditEvent, 'target' | 'subjectType' | 'subjectName'>) => {
    if (!e.subjectType) return e.target;
    const type = t(`subjectTypes.${e.subjectType}`, { defaultValue: e.subjectType });
    if (e.subjectName) return t('subjectLabel.named', { type, name: e.subjectName });
    const id = e.subjectType === 'member' ? memberId(e.target) : subjectId(e.target);
    if (id === null) return e.target;
    return t(e.subjectType === 'member' ? 'subjectLabel.erased' : 'subjectLabel.numbered', { type, id });
  };
}
