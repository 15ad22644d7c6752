// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fieldError, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { API, server } from '../../../testing/server.ts';
import { AddCoachModal } from './add-coach-modal.tsx';

function renderForm(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mock.post(`${API}/api/admin/squadMember/byclub/5/AddCoach`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    mock.get(`${API}/api/admin/*`, () => HttpResponse.json([])),
  );
  const onClose = vi.fn();
  renderWithProviders(<AddCoachModal opened onClose={onClose} clubId={5} groups={[]} />);
  return { bodies, onClose, user: userEvent.setup(), save: () => userEvent.click(screen.getByTestId('coach-save')) };
}

describe('the add-coach form', () => {
  it('requires a valid email', async () => {
    const { bodies, user, save } = renderForm(() => HttpResponse.json({}));
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
      HttpResponse.json(
        {
          errors: [
            { code: 'ValidationError', message: 'The field is required', field: 'name' },
            { code: 'ValidationError', message: 'The field is required', field: 'surname' },
          ],
        },
        { status: 400 },
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
