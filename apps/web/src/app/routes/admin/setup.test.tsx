// @vitest-environment happy-dom
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { ComplianceTemplatesResponse, SetDefaultLanguageRequest, type SetupProgressResponse } from '@club-pulse/contracts/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Wizard, loader } from './setup.tsx';

const progressOf = (
  done: Partial<SetupProgressResponse['done']>,
  defaultLanguage: SetupProgressResponse['defaultLanguage'] = null,
  clubsWithoutSupport: SetupProgressResponse['clubsWithoutSupport'] = [],
) => {
  const all = {
    language: false,
    usageTerms: false,
    privacyPolicy: false,
    terms: false,
    mail: false,
    quiz: false,
    account: false,
    club: false,
    group: false,
    coach: false,
    support: false,
    ...done,
  };
  return { defaultLanguage, done: all, clubsWithoutSupport, complete: Object.values(all).every(Boolean) };
};

function renderWizard(progress: () => SetupProgressResponse) {
  server.use(
    mockApi('get', '/api/admin/setup/progress', () => progress()),
    mockApi('get', '/api/admin/account', () => []),
    mockApi('get', '/api/admin/compliance/templates', () =>
      ComplianceTemplatesResponse.parse({ usageTerms: texts('Terms'), privacyPolicy: texts('Privacy') }),
    ),
    mockApi('put', '/api/admin/setup/defaultLanguage', async ({ request }) => SetDefaultLanguageRequest.parse(await request.json())),
  );
  signInAs('AppAdmin');
  return renderRoutes([{ path: '/admin/setup', Component: Wizard, loader }], '/admin/setup');
}

const texts = (title: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `# ${title} ${l}`]));
const step = (name: string) => screen.getByTestId(`setup-step-${name}`);

describe('the setup wizard', () => {
  it('shows what is done, from the server, and opens the first step still to do', async () => {
    renderWizard(() => progressOf({ language: true, usageTerms: true, privacyPolicy: true, terms: true }, 'ca'));
    // The count is of the lines shown: the first admin's line (done) and the nine steps.
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent('3 of 10 steps done');
    const lines = [...document.querySelectorAll<HTMLElement>('[data-testid^="setup-step-"][data-done]')];
    expect(lines).toHaveLength(10);
    expect(lines.filter((l) => l.dataset.done === 'true')).toHaveLength(3);
    expect(step('language')).toHaveAttribute('data-done', 'true');
    expect(within(step('language')).getAllByText('Done').length).toBeGreaterThan(0);
    expect(step('mail')).toHaveAttribute('data-done', 'false');
    expect(screen.getByRole('button', { name: /Test mail/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Send the test mail' })).toBeVisible();
  });

  it('goes on to the next step by itself once the open one is done, and opens any step asked for', async () => {
    let done: Partial<SetupProgressResponse['done']> = {};
    renderWizard(() => progressOf(done));
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save the default language' });
    // What the server answers once the language is stored.
    done = { language: true };
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: /Usage terms and privacy policy/ })).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('button', { name: /Customer account/ }));
    expect(await screen.findByRole('button', { name: 'Create the customer account' })).toBeVisible();
  });

  it('sends the admin to the quizzes screen while no quiz can be chosen for a study', async () => {
    renderWizard(() => progressOf({ language: true, usageTerms: true, privacyPolicy: true, terms: true, mail: true }));
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent('4 of 10 steps done');
    expect(step('quiz')).toHaveAttribute('data-done', 'false');
    expect(screen.getByRole('button', { name: /Quizzes/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Open the quizzes' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/quiz/));
  });

  it('says when everything is done, with the way back to the admin home', async () => {
    renderWizard(() =>
      progressOf({
        language: true,
        usageTerms: true,
        privacyPolicy: true,
        terms: true,
        mail: true,
        quiz: true,
        account: true,
        club: true,
        group: true,
        coach: true,
        support: true,
      }),
    );
    expect(await screen.findByTestId('setup-complete')).toHaveTextContent('Everything is set up.');
    expect(screen.getByRole('link', { name: 'Go to the admin home' })).toHaveAttribute('href', '/admin');
  });

  it('names the clubs without a support contact, each with the way to add one', async () => {
    const done = {
      language: true,
      usageTerms: true,
      privacyPolicy: true,
      terms: true,
      mail: true,
      quiz: true,
      account: true,
      club: true,
      group: true,
      coach: true,
    };
    renderWizard(() => progressOf(done, 'es', [{ id: 4, name: 'CF Montjuïc' }]));
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent('9 of 10 steps done');
    expect(screen.getByRole('button', { name: /Support contacts/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /CF Montjuïc/ })).toHaveAttribute('href', '/admin/clubs/4/support');
  });
});
