import type { StudyState } from '@club-pulse/contracts/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<StudyState, string> = { open: 'blue', inprogress: 'teal', finished: 'gray', closed: 'orange', cancelled: 'red' };

/** A study's state, written out (the colour only helps). */
export function StudyStateBadge({ state }: { state: StudyState }) {
  const { t } = useTranslation('coach');
  return (
    <Badge color={COLOR[state]} variant="light" style={{ minWidth: 'max-content', flexShrink: 0 }} data-testid="study-state" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
