import { TOTAL_ICONS } from '@club-pulse/contracts/constants';

/**
 * A neutral scale icon of TOTAL_ICONS bars for the TOTAL_OPTIONS answer levels: the first level fills none, the last all.
 * Neutral on purpose: on a reversed item agreeing is not the "good" answer, so no smiling or frowning faces.
 */
export function AnswerLevelIcon({ level }: { level: number }) {
  const filled = level - 1;
  return (
    <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true" focusable="false">
      {Array.from({ length: TOTAL_ICONS }, (_, i) => {
        const h = 6 + i * 5;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed bars
            key={i}
            x={2 + i * 8.5}
            y={24 - h}
            width="6"
            height={h}
            rx="1.5"
            fill={i < filled ? 'var(--mantine-color-blue-7)' : 'none'}
            stroke="var(--mantine-color-blue-7)"
            strokeWidth="1.5"
          />
        );
      })}
    </svg>
  );
}
