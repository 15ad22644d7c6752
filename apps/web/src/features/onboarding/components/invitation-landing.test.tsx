// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as Register } from '../../../app/routes/public/register.tsx';
import { Component as Invitation } from '../../../app/routes/user/invitation.tsx';
import { authStore } from '../../../lib/auth-store.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { buildToken } from '../../../testing/factories.ts';
import { locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { onboardFromQuery } from '../onboard-from-query.ts';
import { pendingStudyLink, rememberStudyLink } from '../pending-study-link.ts';

const TOKEN = 'study-token-1';
type InvitationAnswer = ResponseOf<'get', '/api/invitation'>;
const OPEN: InvitationAnswer = {
  club: 'CF Mar',
  studyGroup: 'U15 A',
  study: 'Autumn check-in',
  startDate: '2026-09-01',
  dueDate: '2026-12-31',
  status: 'open',
};

/** Answers the public check of the link; counts the calls. */
function invitation(answer: () => InvitationAnswer | Response) {
  const calls: string[] = [];
  server.use(
    mockApi('get', '/api/invitation', ({ request }) => {
      calls.push(new URL(request.url).searchParams.get('studyToken') ?? '');
      return answer();
    }),
  );
  return calls;
}
const notFound = () => HttpResponse.json({ errors: [{ code: 'NotFound', message: 'Not found' }] }, { status: 404 });

function renderRegister(token = TOKEN) {
  return renderRoutes(
    [
      { path: '/register', Component: Register },
      { path: '/login', element: <p>sign-in page</p> },
      { path: '/home', element: <p>user home</p> },
    ],
    `/register?studyToken=${token}`,
  );
}

describe('the landing of a study link (registration)', () => {
  it('shows who invites and the dates before any field, the privacy promise folded after the form, and keeps the link for the tab', async () => {
    const calls = invitation(() => OPEN);
    const user = userEvent.setup();
    renderRegister();
    const card = await screen.findByTestId('invitation-card');
    expect(card).toHaveTextContent('CF Mar invites you to a study');
    expect(screen.getByTestId('invitation-team')).toHaveTextContent('U15 A');
    expect(screen.getByTestId('invitation-study')).toHaveTextContent('Autumn check-in');
    expect(screen.getByTestId('invitation-dates')).toHaveTextContent('1 September 2026 to 31 December 2026');
    expect(screen.getByTestId('invitation-status')).toHaveTextContent('Open now');
    // Every field of the form comes after the card in the page.
    const form = screen.getByTestId('register-form');
    expect(card.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.querySelector('input')).toBeNull();
    // The promise follows the form (open, it was three phone screens above the first field): its heading shows,
    // a button in it opens the lists.
    const privacy = screen.getByTestId('invitation-privacy');
    expect(card.contains(privacy)).toBe(false);
    expect(form.compareDocumentPosition(privacy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const heading = within(privacy).getByRole('heading', { level: 2, name: 'Who sees what of a player’s answers' });
    const toggle = within(heading).getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(privacy).getByTestId('data-promise-coach')).toHaveTextContent('Never a player’s answers.');
    expect(within(privacy).getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacyPolicy');
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', `/login?studyToken=${TOKEN}`);
    expect(calls).toEqual([TOKEN]);
    await waitFor(() => expect(pendingStudyLink()).toBe(TOKEN));
  });

  it('tells that a study starting later can be joined now and answered from its start date', async () => {
    invitation(() => ({ ...OPEN, status: 'notYetOpen' }));
    renderRegister();
    expect(await screen.findByTestId('invitation-status')).toHaveTextContent('It starts on 1 September 2026: join now');
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });

  it.each<[InvitationAnswer['status'], string, string]>([
    ['closed', 'This study is closed', 'This study no longer takes new answers.'],
    ['finished', 'This study has ended', 'This study is over'],
  ])('gives a %s link its own page: one message, what to do, no form, and forgets the link', async (status, title, text) => {
    rememberStudyLink(TOKEN);
    invitation(() => ({ ...OPEN, status }));
    renderRegister();
    const page = await screen.findByTestId('invitation-unavailable');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(page).toHaveTextContent(text);
    expect(page).toHaveTextContent('Ask your coach for a new link.');
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(pendingStudyLink()).toBeNull());
  });

  it('gives an unknown link its own page', async () => {
    const calls = invitation(notFound);
    renderRegister('no-such-study');
    expect(await screen.findByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'unknown');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link does not work');
    expect(calls).toEqual(['no-such-study']);
  });

  it('asks nothing about a malformed link and shows the unknown page', async () => {
    const calls = invitation(notFound);
    renderRegister('%3Cscript%3E');
    expect(await screen.findByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'unknown');
    expect(calls).toEqual([]);
  });

  it('offers a retry when the link cannot be checked, then shows the landing', async () => {
    let fail = true;
    invitation(() => (fail ? HttpResponse.error() : OPEN));
    const user = userEvent.setup();
    renderRegister();
    expect(await screen.findByTestId('invitation-check-failed')).toHaveTextContent('The study link could not be checked');
    expect(screen.queryByTestId('register-form')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('register-form')).toBeInTheDocument();
  });

  it('replaces the form with the closed page when the study closed while the form was filled in: one message, not two', async () => {
    let status: InvitationAnswer['status'] = 'open';
    invitation(() => ({ ...OPEN, status }));
    server.use(
      mockApi('post', '/api/account/register/player', () =>
        HttpResponse.json(
          { errors: [{ code: 'StudyNotAccepting', message: 'This study is not accepting answers', field: 'studyToken' }] },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRegister();
    await screen.findByTestId('register-form');
    for (const [label, value] of [
      [/^name/i, 'Júlia'],
      [/^surname/i, 'Ferrer'],
      [/^email/i, 'julia@example.test'],
      [/^password/i, 'GoodPass2026'],
      [/^repeat password/i, 'GoodPass2026'],
      [/^birth date/i, '2000-05-05'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByLabelText(/I accept the/i));
    status = 'closed';
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'closed');
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pendingStudyLink()).toBeNull();
  });

  it('speaks the interface language', async () => {
    await changeLanguage('es');
    invitation(() => OPEN);
    renderRegister();
    expect(await screen.findByTestId('invitation-card')).toHaveTextContent('CF Mar te invita a un estudio');
    expect(within(screen.getByTestId('invitation-privacy')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Quién ve qué de las respuestas de un jugador',
    );
  });
});

describe('the landing of a study link for a signed-in member', () => {
  function renderInvitation() {
    authStore.setToken(buildToken());
    return renderRoutes(
      [
        { path: '/invitation', Component: Invitation },
        { path: '/home', element: <p>user home</p> },
        { path: '/termsHasChanged', element: <p>new terms</p> },
        { path: '/evaluations/:id/continue', element: <p>the questions</p> },
        { path: '/evaluations/pending', element: <p>pending list</p> },
      ],
      `/invitation?studyToken=${TOKEN}`,
    );
  }

  it('shows who invites, then joins on "Join this study" and opens the evaluation, forgetting the link', async () => {
    invitation(() => OPEN);
    const bodies: unknown[] = [];
    server.use(
      mockApi('post', '/api/player/onboard', async ({ request }) => {
        bodies.push(await request.json());
        return { evaluationId: 41 };
      }),
    );
    const user = userEvent.setup();
    const { router } = renderInvitation();
    const card = await screen.findByTestId('invitation-card');
    expect(card).toHaveTextContent('CF Mar invites you to a study');
    // No form here: the promise stays open inside the card.
    expect(within(card).getByTestId('data-promise-coach')).toHaveTextContent('Never a player’s answers.');
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Join this study' }));
    await waitFor(() => expect(locationOf(router)).toBe('/evaluations/41/continue'));
    expect(await screen.findByText('the questions')).toBeInTheDocument();
    expect(await screen.findByText('You have joined Autumn check-in.')).toBeInTheDocument();
    expect(bodies).toEqual([{ studyToken: TOKEN }]);
    expect(pendingStudyLink()).toBeNull();
  });

  it('says "joined" in a toast on the pending list when the study has not started yet', async () => {
    invitation(() => ({ ...OPEN, status: 'notYetOpen' }));
    server.use(mockApi('post', '/api/player/onboard', () => ({ evaluationId: 41 })));
    const user = userEvent.setup();
    const { router } = renderInvitation();
    await user.click(await screen.findByRole('button', { name: 'Join this study' }));
    await waitFor(() => expect(locationOf(router)).toBe('/evaluations/pending'));
    expect(await screen.findByText('You have joined Autumn check-in.')).toBeInTheDocument();
  });

  it('keeps the link through new usage terms (451)', async () => {
    invitation(() => OPEN);
    server.use(
      mockApi('post', '/api/player/onboard', () => HttpResponse.json({ errors: [{ code: 'TermsChanged', message: 'x' }] }, { status: 451 })),
    );
    const user = userEvent.setup();
    const { router } = renderInvitation();
    await user.click(await screen.findByRole('button', { name: 'Join this study' }));
    await waitFor(() => expect(locationOf(router)).toBe('/termsHasChanged'));
    expect(pendingStudyLink()).toBe(TOKEN);
  });

  it('shows the closed page when the study closed meanwhile, with no second message', async () => {
    let status: InvitationAnswer['status'] = 'open';
    invitation(() => ({ ...OPEN, status }));
    server.use(
      mockApi('post', '/api/player/onboard', () => HttpResponse.json({ errors: [{ code: 'StudyNotAccepting', message: 'x' }] }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderInvitation();
    const join = await screen.findByRole('button', { name: 'Join this study' });
    status = 'closed';
    await user.click(join);
    expect(await screen.findByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'closed');
    expect(screen.queryByRole('button', { name: 'Join this study' })).toBeNull();
    expect(pendingStudyLink()).toBeNull();
  });
});

describe('the user area with a study link', () => {
  const request = (path: string) => new Request(`http://app.test${path}`);
  const redirectOf = async (path: string) => {
    try {
      await onboardFromQuery(request(path));
      return null;
    } catch (thrown) {
      return (thrown as Response).headers.get('Location');
    }
  };

  it('leads a link in the address to its landing first, unless it is the link the member already chose', async () => {
    expect(await redirectOf(`/home?studyToken=${TOKEN}`)).toBe(`/invitation?studyToken=${TOKEN}`);
    expect(await redirectOf('/home')).toBeNull();
    expect(await redirectOf(`/invitation?studyToken=${TOKEN}`)).toBeNull();
  });

  it('joins the chosen link after a detour, on any page, and opens the evaluation (or the pending list before the start)', async () => {
    authStore.setToken(buildToken());
    let status: InvitationAnswer['status'] = 'open';
    invitation(() => ({ ...OPEN, status }));
    server.use(mockApi('post', '/api/player/onboard', () => ({ evaluationId: 9 })));
    rememberStudyLink(TOKEN);
    expect(await redirectOf(`/home?studyToken=${TOKEN}`)).toBe('/evaluations/9/continue');
    expect(pendingStudyLink()).toBeNull();
    status = 'notYetOpen';
    rememberStudyLink(TOKEN);
    expect(await redirectOf('/home')).toBe('/evaluations/pending');
  });

  it('forgets a chosen link that turned out unknown, and shows its page', async () => {
    authStore.setToken(buildToken());
    invitation(notFound);
    rememberStudyLink(TOKEN);
    expect(await redirectOf('/home')).toBe(`/invitation?studyToken=${TOKEN}`);
    expect(pendingStudyLink()).toBeNull();
  });
});
