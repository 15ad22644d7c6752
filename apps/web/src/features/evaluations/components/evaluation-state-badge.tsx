import type { EvaluationState } from '@club-pulse/contracts/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<EvaluationState, string> = { open: 'blue', inprogress: 'indigo', finished: 'green', closed: 'gray', cancelled: 'gray' };

export function EvaluationStateBadge({ state }: { state: EvaluationState }) {
  const { t } = useTranslation('player');
  return (
    <Badge color={COLOR[state]} variant="light" tt="none" style={{ flexShrink: 0, maxWidth: 'none', overflow: 'visible' }}>
      {t(`states.${state}`)}
    </Badge>
  );
}
