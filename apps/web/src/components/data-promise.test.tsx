// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { DATA_PROMISE, PROMISE_ROLES } from '@club-pulse/contracts/data-promise';
import { LOCALES_DIR } from '@club-pulse/texts/files';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { DataPromise } from './data-promise.tsx';

const promiseOf = (lang: string) => JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'privacy.json'), 'utf8')).promise;
const keysOf = (o: object) => Object.keys(o).sort();
const union = (pick: (role: (typeof PROMISE_ROLES)[number]) => readonly string[]) => [...new Set(PROMISE_ROLES.flatMap(pick))].sort();

describe('the promise of who sees what', () => {
  it.each(LANGUAGES)('%s has one text per kind the contracts list, and no text the list does not name', (lang) => {
    const promise = promiseOf(lang);
    expect(keysOf(promise.roles)).toEqual([...PROMISE_ROLES].sort());
    expect(keysOf(promise.kinds)).toEqual(union((r) => DATA_PROMISE[r].sees));
    expect(keysOf(promise.audited)).toEqual(union((r) => DATA_PROMISE[r].audited));
    expect(keysOf(promise.never)).toEqual(union((r) => DATA_PROMISE[r].never));
  });

  it('writes out each role from the list: the player their own answers and report, the coach never an answer, the admin audited', () => {
    renderWithProviders(<DataPromise />);
    expect(screen.getByRole('heading', { level: 2, name: 'Who sees what of a player’s answers' })).toBeInTheDocument();
    const player = within(screen.getByTestId('data-promise-player'));
    expect(player.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Their own answers.',
      'Their own report: the overall result, its level and the score of each topic.',
    ]);
    const coach = within(screen.getByTestId('data-promise-coach'));
    expect(coach.getAllByRole('listitem')).toHaveLength(DATA_PROMISE.coach.sees.length);
    expect(coach.getByText('Never a player’s answers.')).toBeInTheDocument();
    expect(coach.getByText('Never a player’s score on a topic by name.')).toBeInTheDocument();
    // The gates' numbers come from the contracts, not from the text.
    expect(coach.getByText(/only once more than 5 players have answered, and only in groups of at least 6 people/)).toBeInTheDocument();
    const admin = within(screen.getByTestId('data-promise-admin'));
    expect(
      admin.getByText(/the score of each topic, when they open it\. Each time, the audit log records who opened whose report/),
    ).toBeInTheDocument();
    expect(admin.getByText('Never a player’s answers.')).toBeInTheDocument();
  });

  it('at the end of a report, is one heading that opens the same lists', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataPromise folded />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Who sees what of a player’s answers' });
    const toggle = within(heading).getByRole('button', { name: 'Who sees what of a player’s answers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const coach = within(screen.getByTestId('data-promise-coach'));
    expect(coach.getByText('Never a player’s answers.')).toBeVisible();
    expect(coach.getAllByRole('listitem')).toHaveLength(DATA_PROMISE.coach.sees.length);
  });
});
