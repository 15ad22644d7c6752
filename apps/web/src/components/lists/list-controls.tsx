import { Badge, Button, CloseButton, Group, Stack } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Below 48em: the phone layout, where the filters fold away. */
  narrow: boolean;
  /** Always shown: the search box, and any filter that came from a link (a badge), so that none is ever hidden. */
  lead?: ReactNode;
  /** The filters (and, on phones, the sort select): folded on phones behind a button. */
  children: ReactNode;
  /** How many of the folded filters are set: the button says it, so that a folded filter is never a surprise. */
  active: number;
  /** The folded part holds the sort select too (the button then says "Filters and sorting"). */
  withSort?: boolean;
  testId: string;
}

/**
 * The controls above an admin list. From 48em on, the search and the filters in one wrapping row. On a phone the
 * five or six stacked controls filled the whole first screen before the first row: there, the search stays and
 * the rest folds behind a button that says how many filters are set. The folded controls are not rendered while
 * folded, so that the keyboard never reaches a hidden field. There they stay under the header as the list scrolls
 * (app/global.css), so that a search is one tap away from the twentieth row.
 */
export function ListControls({ narrow, lead, children, active, withSort = false, testId }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!narrow) {
    return (
      <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
        {lead}
        {children}
      </Group>
    );
  }
  const label = withSort ? t('table.filtersAndSort') : t('table.filters');
  return (
    <Stack gap="xs" mb="sm" className="cp-sticky-controls" data-testid={`${testId}-controls`}>
      {lead}
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        rightSection={<span aria-hidden="true">{open ? '▴' : '▾'}</span>}
        data-testid={`${testId}-filters-toggle`}
        data-active={active}
      >
        {active > 0 ? t('table.filtersActive', { label, count: active }) : label}
      </Button>
      {open && (
        <Group id={id} gap="sm" wrap="wrap" align="flex-end" data-testid={`${testId}-filters`}>
          {children}
        </Group>
      )}
    </Stack>
  );
}

/**
 * A filter that came from a link (a club's members, one actor's acts), for `lead`: it has no control of its own, so
 * it is shown as a badge with a button that removes it.
 */
export function LinkedFilter({ label, clearLabel, onClear, testId }: { label: string; clearLabel: string; onClear: () => void; testId: string }) {
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      pr={4}
      h={36}
      rightSection={<CloseButton size="sm" aria-label={clearLabel} onClick={onClear} />}
      data-testid={testId}
    >
      {label}
    </Badge>
  );
}
