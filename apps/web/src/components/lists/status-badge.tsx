import { Badge } from '@mantine/core';

/** A state written in words (colour is never the only carrier of meaning). */
export function StatusBadge({ ok, label, testId }: { ok: boolean; label: string; testId?: string }) {
  return (
    <Badge variant="light" color={ok ? 'green' : 'gray'} style={{ minWidth: 'max-content' }} data-testid={testId}>
      {label}
    </Badge>
  );
}
