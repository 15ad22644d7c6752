import { Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffCounts, lineDiff } from '../lib/line-diff.ts';

const LINE_STYLE = { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textDecoration: 'none', paddingInline: 4 } as const;

/**
 * The lines the draft adds (+, in <ins>) and removes (−, in <del>) against the current version. The sign and
 * the element say it as well as the colour does: a screen reader announces insertions and deletions.
 */
export function ComplianceDiff({ current, draft, label }: { current: string; draft: string; label: string }) {
  const { t } = useTranslation('public');
  const lines = useMemo(() => lineDiff(current.trim(), draft.trim()), [current, draft]);
  const counts = diffCounts(lines);
  return (
    <Box role="region" aria-label={label} data-testid="compliance-diff">
      <Text size="sm" mb="xs" data-testid="compliance-diff-summary">
        {counts.added + counts.removed === 0 ? t('adminCompliance.diffNone') : t('adminCompliance.diffSummary', counts)}
      </Text>
      <Box
        component="pre"
        tabIndex={0}
        ff="monospace"
        fz="sm"
        m={0}
        p="xs"
        mah={480}
        style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)' }}
      >
        {lines.map((line, i) => {
          const key = `${i}-${line.kind}`;
          if (line.kind === 'added') {
            return (
              <ins
                key={key}
                style={{
                  ...LINE_STYLE,
                  background: 'var(--mantine-color-green-light)',
                  color: 'var(--mantine-color-text)',
                  borderInlineStart: '3px solid var(--mantine-color-green-filled)',
                }}
              >
                {`+ ${line.text}`}
              </ins>
            );
          }
          if (line.kind === 'removed') {
            return (
              <del
                key={key}
                style={{
                  ...LINE_STYLE,
                  background: 'var(--mantine-color-red-light)',
                  color: 'var(--mantine-color-text)',
                  borderInlineStart: '3px solid var(--mantine-color-red-filled)',
                }}
              >
                {`− ${line.text}`}
              </del>
            );
          }
          return <span key={key} style={LINE_STYLE}>{`  ${line.text}`}</span>;
        })}
      </Box>
    </Box>
  );
}
