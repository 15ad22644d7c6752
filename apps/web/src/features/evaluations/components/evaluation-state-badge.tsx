import type { EvaluationState } from '@club-pulse/contracts/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<EvaluationState, string> = { open: 'blue', inprogress: 'indigo', finished: 'green', closed: 'gray', cancelled: 'gray' };

/** The one vocabulary of evaluation states (the player's catalogue): the player's and the admin's screens. */
export function useEvaluationStateLabel() {
  const { t } = useTranslation('player');
  return (state: EvaluationState) => t(`states.${state}`, { defaultValue: state });
}

export function EvaluationStateBadge({ state }: { state: EvaluationState }) {
  const label = useEvaluationStateLabel();
  return (
    // Never cut: a table squeezed its column to "Comple…" in Italian (the label's own ellipsis let it shrink to nothing).
    <Badge
      color={COLOR[state]}
      variant="light"
      tt="none"
      style={{ flexShrink: 0, maxWidth: 'none', overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {label(state)}
    </Badge>
  );
}
