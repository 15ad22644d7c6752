import { ColorSwatch, Group, Text } from '@mantine/core';

/** A level's colour with its name written beside it: colour is never the only carrier of meaning. */
export function LevelSwatch({ color, label, size = 'sm', testId }: { color: string; label: string; size?: 'sm' | 'md' | 'lg'; testId?: string }) {
  const swatch = size === 'lg' ? 22 : size === 'md' ? 18 : 14;
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      {/* A darker rim: a yellow swatch alone barely shows on white. */}
      <ColorSwatch
        color={`var(--mantine-color-${color}-6)`}
        size={swatch}
        withShadow={false}
        style={{ border: `1px solid var(--mantine-color-${color}-8)` }}
        aria-hidden
      />
      <Text size={size} fw={700}>
        {label}
      </Text>
    </Group>
  );
}
