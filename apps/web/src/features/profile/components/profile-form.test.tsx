// @vitest-environment happy-dom
import type { ProfileResponse, UpdateProfileRequest } from '@club-pulse/contracts/profile';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { buildToken, signInAs } from '../../../testing/factories.ts';
import { fieldError, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { ProfileForm } from './profile-form.tsx';

const PROFILE: ProfileResponse = {
  email: 'julia@example.test',
  name: 'Júlia',
  surname: 'Ferrer',
  language: 'en',
  role: 'User',
  guardianConsentNeeded: false,
};

/** The saved profile, with a token that carries its name, as the server answers it. */
const saved = (profile: ProfileResponse) => ({ profile, token: buildToken({ name: `${profile.name} ${profile.surname}` }) });

function renderForm(answer: (body: UpdateProfileRequest) => ResponseOf<'put', '/api/member/me/profile'> | Response) {
  const bodies: UpdateProfileRequest[] = [];
  server.use(
    mockApi('put', '/api/member/me/profile', async ({ request }) => {
      const body = (await request.json()) as UpdateProfileRequest;
      bodies.push(body);
      return answer(body);
    }),
  );
  signInAs('User');
  renderWithProviders(<ProfileForm profile={PROFILE} />);
  return { bodies, user: userEvent.setup() };
}

describe('the profile form of the account page', () => {
  it('saves name, surname and language, then speaks the new language and shows the new name in the session', async () => {
    const { bodies, user } = renderForm((body) => saved({ ...PROFILE, ...body }));
    await typeInto(user, 'Name', 'Jana');
    await typeInto(user, 'Surname', 'Novak');
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Jana', surname: 'Novak', language: 'de' }]));
    expect(await screen.findByText('Deine Angaben wurden gespeichert')).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(screen.getByTestId('profile-save')).toHaveTextContent('Speichern');
    expect(authStore.get().userInfo?.name).toBe('Jana Novak');
  });

  it('shows the stored language on entry, then follows a language picked elsewhere (the header menu)', async () => {
    renderForm(() => saved(PROFILE));
    const select = () => screen.getByLabelText('Language') as HTMLSelectElement;
    expect(select().value).toBe('en');
    await changeLanguage('ca');
    await waitFor(() => expect((screen.getByLabelText('Idioma') as HTMLSelectElement).value).toBe('ca'));
  });

  it('on entry keeps the stored language even when this device shows another', async () => {
    await changeLanguage('de');
    signInAs('User');
    renderWithProviders(<ProfileForm profile={{ ...PROFILE, language: 'it' }} />);
    expect((screen.getByLabelText('Sprache') as HTMLSelectElement).value).toBe('it');
  });

  it('checks the fields with the contract before sending: an empty name is refused beside the field', async () => {
    const { bodies, user } = renderForm(() => saved(PROFILE));
    await typeInto(user, 'Name', '');
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(fieldError('Name')).toBe('The field is required'));
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal of a field beside that field, without a toast", async () => {
    const { user } = renderForm(() =>
      HttpResponse.json({ errors: [{ code: 'ValidationError', message: 'The value is too long', field: 'surname' }] }, { status: 400 }),
    );
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(fieldError('Surname')).toBe('The value is too long'));
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });
});
