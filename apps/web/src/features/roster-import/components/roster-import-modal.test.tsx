// @vitest-environment happy-dom
import type { RosterImportResponse } from '@club-pulse/contracts/roster-import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { RosterImportModal } from './roster-import-modal.tsx';

const CSV = 'name,surname,email,birthDate\nAna,Gil,ana@example.test,2008-05-17\nBo,,bo@example,2008-05-17\n';
const line = (n: number, email: string, outcome: 'invite' | 'add' | 'already' | null) => ({
  line: n,
  name: 'P',
  surname: 'Q',
  email,
  birthDate: '2008-05-17',
  guardianConfirmed: false,
  outcome,
});

function renderDialog(answers: Array<() => RosterImportResponse | Response>) {
  const bodies: Array<{ csv: string; dryRun: boolean }> = [];
  server.use(
    mockApi(
      'post',
      '/api/admin/study-group/{id}/roster-import',
      async ({ request }) => {
        bodies.push((await request.json()) as { csv: string; dryRun: boolean });
        const answer = answers.shift();
        return answer ? answer() : HttpResponse.json({}, { status: 500 });
      },
      { id: 7 },
    ),
  );
  const onClose = vi.fn();
  renderWithProviders(<RosterImportModal groupId={7} opened onClose={onClose} />);
  const choose = (csv: string) =>
    userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File([csv], 'players.csv', { type: 'text/csv' }));
  return { bodies, onClose, choose };
}

describe('the roster import dialog', () => {
  it('shows each wrong line with its translated problems and the count, and keeps the import disabled', async () => {
    await changeLanguage('es');
    const report: RosterImportResponse = {
      dryRun: true,
      lines: [line(2, 'ana@example.test', 'invite'), line(3, 'bo@example', null)],
      problems: [
        { line: 3, field: 'surname', code: 'Required' },
        { line: 3, field: 'email', code: 'InvalidEmail' },
      ],
      counts: { invited: 1, added: 0, already: 0 },
    };
    const { bodies, choose } = renderDialog([() => report]);
    await choose(CSV);
    await waitFor(() => expect(screen.getByTestId('roster-summary').textContent).toBe('2 problemas: corrige el archivo y vuelve a elegirlo.'));
    expect(bodies).toEqual([{ csv: CSV, dryRun: true }]);
    const rows = screen.getAllByTestId('roster-line');
    expect(within(nthRow(rows, 0)).getByText('Miembro nuevo: correo de invitación')).toBeTruthy();
    expect(within(nthRow(rows, 1)).getByTestId('roster-line-problems').textContent).toBe('Apellidos: faltaCorreo: no es un correo válido');
    expect(screen.getByTestId('roster-import-run').hasAttribute('disabled')).toBe(true);
  });

  it('imports a good file, says what happened and closes', async () => {
    await changeLanguage('en');
    const report: RosterImportResponse = {
      dryRun: true,
      lines: [line(2, 'ana@example.test', 'invite'), line(3, 'kim@example.test', 'add')],
      problems: [],
      counts: { invited: 1, added: 1, already: 0 },
    };
    const { bodies, onClose, choose } = renderDialog([() => report, () => ({ ...report, dryRun: false })]);
    await choose(CSV);
    const run = await screen.findByRole('button', { name: 'Import 2 players' });
    await waitFor(() => expect(run.hasAttribute('disabled')).toBe(false));
    await userEvent.click(run);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies.map((b) => b.dryRun)).toEqual([true, false]);
    expect(await screen.findByText('Players imported: 1 invited, 1 added, 0 already in the group.')).toBeTruthy();
  });

  it('shows the problems of a refused import (422) beside their lines', async () => {
    await changeLanguage('en');
    const report: RosterImportResponse = {
      dryRun: true,
      lines: [line(2, 'ana@example.test', 'invite')],
      problems: [],
      counts: { invited: 1, added: 0, already: 0 },
    };
    const refused = { errors: [{ code: 'AdminEmail', field: 'lines.2.email', message: 'Line 2: AdminEmail' }] };
    const { onClose, choose } = renderDialog([() => report, () => HttpResponse.json(refused, { status: 422 })]);
    await choose(CSV);
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 player' }));
    await waitFor(() => expect(screen.getByTestId('roster-line-problems').textContent).toBe('Email: belongs to a platform admin'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

function nthRow(rows: HTMLElement[], i: number): HTMLElement {
  const row = rows[i];
  if (!row) throw new Error(`no row ${i}`);
  return row;
}
