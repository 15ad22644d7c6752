import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs([...refs])`, the one thing Mantine's ScrollArea takes from @floating-ui/react, made of
 * @mantine/hooks' `useMergedRef`. vite.config.ts gives it to ScrollArea in place of floating-ui, which would otherwise
 * come (about 15 KB gzipped) with every table, accordion and dialog of a page, popover or not.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
