import { Group, Text } from '@mantine/core';

/** Logo and name; `compact` hides the name on narrow screens so the header fits a 360-px phone. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={700} size="lg" visibleFrom={compact ? 'xs' : undefined}>
        Club Pulse
      </Text>
    </Group>
  );
}
