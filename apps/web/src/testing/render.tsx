import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

/** The app's providers as main.tsx sets them, without transitions or portals (env="test"). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export const renderWithProviders = (ui: ReactNode) => render(<Providers>{ui}</Providers>);

/** Renders routes in a memory router at `path`; returns the router too, to read where it went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** Where a router stands: path and query. */
export const locationOf = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

/** The input (or textarea) of a label: a text names it exactly, with or without the asterisk of a required field. */
export function inputOf(label: string | RegExp): HTMLElement {
  const name = typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : label;
  // A Select's listbox carries the label too: the field is the input.
  const [input] = screen.getAllByLabelText(name).filter((el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement);
  if (!input) throw new Error(`No input is labelled ${name}`);
  return input;
}

/** The message shown under a labelled field (Mantine links it to the input with aria-describedby), or null. */
export function fieldError(label: string | RegExp): string | null {
  const input = inputOf(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

/** Types into a labelled field, replacing what it held (pasting: one change event, as fast as a test wants). */
export async function typeInto(user: UserEvent, label: string | RegExp, value: string) {
  const input = inputOf(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

/** Picks an option of a labelled Mantine Select. */
export async function choose(user: UserEvent, label: string | RegExp, option: string | RegExp) {
  await user.click(inputOf(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
