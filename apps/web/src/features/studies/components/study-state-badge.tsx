import { STUDY_STATES, type StudyState } from '@club-pulse/contracts/levels';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<StudyState, string> = { open: 'blue', inprogress: 'teal', finished: 'gray', closed: 'orange', cancelled: 'red' };

/**
 * The one vocabulary of study states (the effective state, docs/design.md#states): the coach's and the admin's
 * screens both name a state through this hook, from the `coach` catalogue's `states`.
 */
export function useStudyStateLabel() {
  const { t } = useTranslation('coach');
  return (state: StudyState | (string & {})) => t(`states.${state}`, { defaultValue: state });
}

/** Every study state as filter options, in the same words. */
export function useStudyStateOptions(states: readonly StudyState[] = STUDY_STATES) {
  const label = useStudyStateLabel();
  return states.map((s) => ({ value: s, label: label(s) }));
}

/** A study's state, written out (the colour only helps). */
export function StudyStateBadge({ state }: { state: StudyState }) {
  const label = useStudyStateLabel();
  return (
    <Badge color={COLOR[state]} variant="light" style={{ minWidth: 'max-content', flexShrink: 0 }} data-testid="study-state" data-state={state}>
      {label(state)}
    </Badge>
  );
}
