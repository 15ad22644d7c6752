// @vitest-environment happy-dom
import type { Helpline } from '@club-pulse/contracts/support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TABLE_QUERY } from '../../../components/card-table.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { HelplinesAdmin } from './helplines-admin.tsx';

const line = (over: Partial<Helpline> = {}): Helpline => ({
  id: 1,
  country: 'ES',
  languages: ['es', 'ca'],
  name: 'Línea 024',
  number: '024',
  description: 'Atención a la conducta suicida',
  source: 'https://www.sanidad.gob.es/linea024/',
  sourceCheckedOn: '2026-11-27',
  isDefault: true,
  enabled: true,
  confirmedAt: null,
  confirmedBy: null,
  ...over,
});
const LINES = [line(), line({ id: 2, name: 'Fundación ANAR', number: '900 20 20 10', source: 'https://www.anar.org' })];

/** The width as the media queries see it: a phone (below CardTable's width) or a desktop. */
const screenIsPhone = (phone: boolean) => mockMediaQueries((query) => phone && query === CARD_TABLE_QUERY);
afterEach(() => vi.restoreAllMocks());

function renderPage({ lines = LINES, confirm }: { lines?: Helpline[]; confirm?: (id: number) => Helpline[] | Response } = {}) {
  const calls: string[] = [];
  server.use(
    mockApi('get', '/api/admin/helpline', () => lines),
    mockApi('put', '/api/admin/helpline/{id}/confirm', ({ request, params }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return confirm ? confirm(Number(params.id)) : lines;
    }),
  );
  signInAs('AppAdmin');
  renderWithProviders(<HelplinesAdmin />);
  return { calls, user: userEvent.setup() };
}

describe("a shipped helpline's source", () => {
  it('says the day it was checked apart from the source, in the words and date format of the admin’s language', async () => {
    screenIsPhone(false);
    await changeLanguage('de');
    renderPage();
    const [row] = await screen.findAllByTestId('helpline-row');
    const cell = within(row!);
    expect(cell.getByRole('link', { name: 'https://www.sanidad.gob.es/linea024/' })).toHaveAttribute('target', '_blank');
    expect(cell.getByTestId('helpline-source-checked')).toHaveTextContent(/^Quelle geprüft am 27\.11\.2026$/);
    expect(screen.queryByText(/checked 2026-11-27|2026-11-27/)).not.toBeInTheDocument();
  });

  it('says nothing of a check day for a line without one', async () => {
    screenIsPhone(false);
    renderPage({ lines: [line({ isDefault: false, source: 'Regional health service', sourceCheckedOn: null })] });
    const [row] = await screen.findAllByTestId('helpline-row');
    expect(within(row!).getByText('Regional health service')).toBeInTheDocument();
    expect(within(row!).queryByTestId('helpline-source-checked')).not.toBeInTheDocument();
  });
});

describe("recording an admin's check of a helpline", () => {
  it('takes one action: today’s check is saved without the form, a toast says so and the line shows who checked it', async () => {
    screenIsPhone(false);
    const today = new Date().toISOString();
    const { calls, user } = renderPage({
      confirm: (id) => LINES.map((h) => (h.id === id ? { ...h, confirmedAt: today, confirmedBy: 'Júlia Ferrer' } : h)),
    });
    const [first] = await screen.findAllByTestId('helpline-row');
    expect(within(first!).getByText('Shown, not checked here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as checked today: Línea 024' }));
    await waitFor(() => expect(calls).toEqual(['PUT /api/admin/helpline/1/confirm']));
    expect(await screen.findByText("Your check of Línea 024 is recorded with today's date.")).toBeInTheDocument();
    expect(screen.queryByTestId('helpline-form')).not.toBeInTheDocument();
    expect(within(first!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(first!).getByTestId('helpline-confirmed-by')).toHaveTextContent(/^Confirmed by Júlia Ferrer on \d{1,2} \w+ \d{4}$/);
  });

  it('says when the check could not be recorded, and the line stays unchecked', async () => {
    screenIsPhone(false);
    const { calls, user } = renderPage({
      confirm: () => HttpResponse.json({ errors: [{ code: 'Generic', message: 'x' }] }, { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as checked today: Fundación ANAR' }));
    expect(await screen.findByText(/^Your check could not be recorded\./)).toBeInTheDocument();
    expect(calls).toEqual(['PUT /api/admin/helpline/2/confirm']);
    expect(screen.getAllByText('Shown, not checked here')).toHaveLength(2);
  });

  it('leaves the form for edits', async () => {
    screenIsPhone(false);
    const { calls, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Línea 024' }));
    const form = await screen.findByTestId('helpline-form');
    expect(within(form).getByDisplayValue('https://www.sanidad.gob.es/linea024/')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the helplines on a phone', () => {
  it('are cards, the name first and each detail under its column’s name, with no sideways scrolling', async () => {
    screenIsPhone(true);
    const { user, calls } = renderPage();
    const [first] = await screen.findAllByTestId('helpline-row');
    expect(screen.getByTestId('helplines-table')).toHaveAttribute('data-cards', 'true');
    expect(screen.queryByTestId('responsive-table')).not.toBeInTheDocument();
    const card = within(first!);
    const cells = first!.querySelectorAll('td');
    expect(cells[0]).toHaveTextContent('Línea 024');
    expect(cells[0]).not.toHaveAttribute('data-label');
    expect(card.getByText('024').closest('td')).toHaveAttribute('data-label', 'Number');
    expect(card.getByText('Spain').closest('td')).toHaveAttribute('data-label', 'Country');
    expect(card.getByTestId('helpline-source-checked').closest('td')).toHaveAttribute('data-label', 'Source');
    await user.click(card.getByRole('button', { name: 'Mark as checked today: Línea 024' }));
    await waitFor(() => expect(calls).toEqual(['PUT /api/admin/helpline/1/confirm']));
  });

  it('are a table on a wide screen, the country first', async () => {
    screenIsPhone(false);
    renderPage();
    await screen.findAllByTestId('helpline-row');
    expect(screen.getByTestId('helplines-table')).not.toHaveAttribute('data-cards');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Country',
      'Name',
      'Number',
      'Languages',
      'Status',
      'Source',
      'Actions',
    ]);
  });
});
