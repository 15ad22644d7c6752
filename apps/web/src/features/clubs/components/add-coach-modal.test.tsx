// @vitest-environment happy-dom
import type { AddCoachResponse } from '@club-pulse/contracts/admin-squad-members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { fieldError, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { AddCoachModal } from './add-coach-modal.tsx';
import { apiError } from '../../admin/components/admin-test-data.ts';
import { PHONE_DIALOG_QUERY } from '../../admin/components/form-modal-actions.tsx';

function renderForm(answer: () => AddCoachResponse | Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi(
      'post',
      '/api/admin/squadMember/byclub/{clubId}/AddCoach',
      async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      },
      { clubId: 5 },
    ),
  );
  const onClose = vi.fn();
  renderWithProviders(<AddCoachModal opened onClose={onClose} clubId={5} groups={[]} />);
  return { bodies, onClose, user: userEvent.setup(), save: () => userEvent.click(screen.getByTestId('coach-save')) };
}

describe('the add-coach form', () => {
  it('requires a valid email', async () => {
    const { bodies, user, save } = renderForm(() => ({ squadMemberId: 30, memberId: 31, invited: true }));
    await save();
    expect(fieldError('Email')).toBe('The field is required');
    await typeInto(user, 'Email', 'nil@');
    await save();
    expect(fieldError('Email')).toBe('The email is not valid');
    expect(bodies).toEqual([]);
  });

  it('asks for a name and surname when the server says the email is new, and invites in the interface language', async () => {
    await changeLanguage('ca');
    const { bodies, onClose, user, save } = renderForm(() =>
      apiError(
        400,
        { code: 'ValidationError', message: 'The field is required', field: 'name' },
        { code: 'ValidationError', message: 'The field is required', field: 'surname' },
      ),
    );
    await typeInto(user, 'Correu electrònic', ' nil@example.test ');
    await save();
    await waitFor(() => expect(fieldError('Nom')).toBe('Cal per a un compte nou.'));
    expect(fieldError('Cognoms')).toBe('Cal per a un compte nou.');
    expect(bodies).toEqual([{ email: 'nil@example.test', studyGroupId: null, language: 'ca' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the add-coach form’s buttons', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stand side by side at the right on a wide screen, Cancel first', () => {
    mockMediaQueries(() => false);
    renderForm(() => ({ squadMemberId: 30, memberId: 31, invited: true }));
    const buttons = within(screen.getByTestId('form-actions')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Add coach']);
    expect(screen.getByTestId('form-actions')).toHaveClass('mantine-Group-root');
    for (const b of buttons) expect(b).not.toHaveAttribute('data-block');
  });

  it('stack full width on a phone, the one that adds first, and Cancel still closes', async () => {
    await changeLanguage('de');
    mockMediaQueries((query) => query === PHONE_DIALOG_QUERY);
    const { onClose, user } = renderForm(() => ({ squadMemberId: 30, memberId: 31, invited: true }));
    const buttons = within(screen.getByTestId('form-actions')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Trainer hinzufügen', 'Abbrechen']);
    expect(screen.getByTestId('form-actions')).toHaveClass('mantine-Stack-root');
    for (const b of buttons) expect(b).toHaveAttribute('data-block', 'true');
    await user.click(buttons[1] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
