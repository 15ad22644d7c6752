// @vitest-environment happy-dom
import type { AdminMemberDetail } from '@club-pulse/contracts/admin-members';
import { ModalsProvider } from '@mantine/modals';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { inputOf, renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { apiError, buildClub, buildMemberDetail, buildStudyGroup } from '../../admin/components/admin-test-data.ts';
import { CreateMemberModal } from './create-member-modal.tsx';
import { MemberDrawer } from './member-drawer.tsx';

configure({ asyncUtilTimeout: 15_000 });

/** Lia Rossi (5), an Italian-speaking member without a password yet. */
const detail = buildMemberDetail;

/** The drawer of member `member.id`; records what the server was asked. */
function renderDrawer(member: AdminMemberDetail, answers: Record<string, () => Response> = {}) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? null : await request.json().catch(() => null);
    calls.push({ method: request.method, path: url.pathname, body });
    return answers[`${request.method} ${url.pathname}`]?.();
  };
  const only = { id: member.id };
  server.use(
    mockApi('get', '/api/admin/member/{id}', async ({ request }) => (await record(request)) ?? member, only),
    mockApi('put', '/api/admin/member/{id}', async ({ request }) => (await record(request)) ?? member, only),
    mockApi('put', '/api/admin/member/{id}/promote', async ({ request }) => (await record(request)) ?? { ...member, role: 'AppAdmin' }, only),
    mockApi('put', '/api/admin/member/{id}/demote', async ({ request }) => (await record(request)) ?? { ...member, role: 'User' }, only),
    mockApi('post', '/api/admin/member/{id}/erase', ({ request }) => record(request), only),
    mockApi('post', '/api/admin/member/{id}/invite', ({ request }) => record(request), only),
    mockApi('post', '/api/admin/member/{id}/passwordReset', ({ request }) => record(request), only),
    mockApi('post', '/api/admin/member/{id}/two-factor/reset', ({ request }) => record(request), only),
  );
  signInAs('AppAdmin');
  renderWithProviders(
    <ModalsProvider>
      <MemberDrawer memberId={member.id} onClose={() => {}} />
    </ModalsProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('the member drawer', () => {
  it('asks before making a platform admin, says what follows, then asks the server', async () => {
    const { calls, user } = renderDrawer(detail());
    await user.click(await screen.findByTestId('member-role-toggle'));
    expect(await screen.findByText(/will manage every club, member and quiz/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/promote'))).toHaveLength(0);
    await user.click(screen.getByTestId('confirm-role'));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /api/admin/member/5/promote'));
  });

  it('erases only with a reason, after saying that everything goes for good', async () => {
    const { calls, user } = renderDrawer(detail());
    await user.click(await screen.findByTestId('member-erase'));
    expect(await screen.findByText(/deleted for good/)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-erase'));
    expect(await screen.findByText('Give the reason (at least 3 characters).')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/erase'))).toBe(false);
    await user.type(screen.getByTestId('erase-reason'), 'Written request of 20 Nov');
    await user.click(screen.getByTestId('confirm-erase'));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/member/5/erase', body: { reason: 'Written request of 20 Nov' } }),
    );
  });

  it('says in words why the server refused (the last admin), and offers the invitation only while no password is chosen', async () => {
    const { user } = renderDrawer(detail({ role: 'AppAdmin' }), {
      'PUT /api/admin/member/5/demote': () => apiError(409, { code: 'LastAdmin', message: 'x' }),
    });
    expect(await screen.findByTestId('member-resend-invite')).toBeInTheDocument();
    await user.click(screen.getByTestId('member-role-toggle'));
    await user.click(await screen.findByTestId('confirm-role'));
    expect(await screen.findByText('This is the last enabled platform admin: make someone else admin first.')).toBeInTheDocument();
  });

  it('says whether an admin has set up two-factor sign-in, and offers its reset only when they have', async () => {
    renderDrawer(detail({ role: 'AppAdmin', hasPassword: true, twoFactorEnabled: true }));
    expect(await screen.findByTestId('member-panel-two-factor')).toHaveTextContent('Two-factor sign-in on');
    expect(screen.getByTestId('member-two-factor-reset')).toBeInTheDocument();
  });

  it('offers no two-factor reset for an admin who has not set it up, nor for a member who is no admin', async () => {
    renderDrawer(detail({ role: 'AppAdmin', hasPassword: true }));
    expect(await screen.findByTestId('member-panel-two-factor')).toHaveTextContent('Two-factor sign-in not set up');
    expect(screen.queryByTestId('member-two-factor-reset')).toBeNull();
  });

  it('shows the member as they are now each time it opens: a password chosen since, no invitation to send again', async () => {
    let now = detail();
    server.use(mockApi('get', '/api/admin/member/{id}', () => now, { id: 5 }));
    signInAs('AppAdmin');
    function Harness() {
      const [id, setId] = useState<number | null>(5);
      return (
        <ModalsProvider>
          <button type="button" onClick={() => setId(id === null ? 5 : null)}>
            toggle
          </button>
          <MemberDrawer memberId={id} onClose={() => setId(null)} />
        </ModalsProvider>
      );
    }
    renderWithProviders(<Harness />);
    expect(await screen.findByTestId('member-panel-password')).toHaveTextContent('Invitation pending');
    fireEvent.click(screen.getByText('toggle'));
    await waitFor(() => expect(screen.queryByTestId('member-panel')).toBeNull());
    // She followed the invitation meanwhile, in her own browser.
    now = detail({ hasPassword: true });
    fireEvent.click(screen.getByText('toggle'));
    await waitFor(() => expect(screen.getByTestId('member-panel-password')).toHaveTextContent('Password chosen'));
    expect(screen.queryByTestId('member-resend-invite')).toBeNull();
  });

  it('says what saving a new email does: both addresses told for an account in use, the invitation to send again otherwise', async () => {
    const { user } = renderDrawer(detail({ hasPassword: true }));
    const email = await screen.findByTestId('member-edit-email');
    await user.clear(email);
    await user.type(email, 'LIA@example.test');
    expect(screen.queryByText(/Both addresses will be told/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'lia.rossi@example.test');
    expect(
      screen.getByText('Both addresses will be told, the old one without the new address; open password links stop working.'),
    ).toBeInTheDocument();
  });

  it('says that an invitation not yet followed must be sent again after a new email', async () => {
    const { user } = renderDrawer(detail({ hasPassword: false }));
    const email = await screen.findByTestId('member-edit-email');
    await user.clear(email);
    await user.type(email, 'lia.rossi@example.test');
    expect(screen.getByText(/send the invitation again once the address is saved/)).toBeInTheDocument();
  });

  it("shows one's own account without role or erasure buttons", async () => {
    renderDrawer(detail({ id: 7, role: 'AppAdmin', hasPassword: true }));
    expect(await screen.findByTestId('member-self-note')).toBeInTheDocument();
    expect(screen.queryByTestId('member-role-toggle')).toBeNull();
    expect(screen.queryByTestId('member-erase')).toBeNull();
    expect(screen.queryByTestId('member-resend-invite')).toBeNull();
  });
});

describe('the new member dialog', () => {
  it('creates a platform admin without a club, with the chosen mail language', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('get', '/api/admin/club', () => []),
      mockApi('post', '/api/admin/member', async ({ request }) => {
        bodies.push(await request.json());
        return { member: detail({ role: 'AppAdmin' }), invited: true };
      }),
    );
    signInAs('AppAdmin');
    renderWithProviders(<CreateMemberModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(inputOf('Name'), 'Lia');
    await user.type(inputOf('Surname'), 'Rossi');
    await user.type(inputOf('Email'), 'lia@example.test');
    await user.click(inputOf('Role'));
    await user.click(await screen.findByRole('option', { name: 'Platform admin' }));
    expect(screen.queryByTestId('member-club')).toBeNull();
    await user.click(screen.getByTestId('member-create-save'));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          name: 'Lia',
          surname: 'Rossi',
          email: 'lia@example.test',
          language: 'en',
          role: 'AppAdmin',
          clubId: null,
          studyGroupId: null,
          birthDate: null,
        },
      ]),
    );
  });

  it('needs a study group for a player before asking the server', async () => {
    let asked = false;
    server.use(
      mockApi('get', '/api/admin/club', () => []),
      mockApi('post', '/api/admin/member', () => {
        asked = true;
        return apiError(500, { code: 'Internal', message: 'x' });
      }),
    );
    signInAs('AppAdmin');
    renderWithProviders(<CreateMemberModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(inputOf('Name'), 'Pau');
    await user.type(inputOf('Surname'), 'Vila');
    await user.type(inputOf('Email'), 'pau@example.test');
    await user.click(screen.getByTestId('member-create-save'));
    await waitFor(() => expect(screen.getByTestId('member-group').closest('.mantine-InputWrapper-root')).toHaveTextContent(/study group/i));
    expect(screen.getByTestId('member-birth-date').closest('.mantine-InputWrapper-root')).toHaveTextContent(/the field is required/i);
    expect(asked).toBe(false);
  });

  it("sends a player's birth date, which tells a member under 16", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('get', '/api/admin/club', () => [buildClub({ id: 3, name: 'CE Gràcia' })]),
      mockApi('get', '/api/admin/studyGroup/byclub/{id}', () => [buildStudyGroup({ id: 8, clubId: 3, name: 'Under 14' })], { id: 3 }),
      mockApi('post', '/api/admin/member', async ({ request }) => {
        bodies.push(await request.json());
        return { member: detail(), invited: true };
      }),
    );
    signInAs('AppAdmin');
    renderWithProviders(<CreateMemberModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByText(/when choosing their password/)).toBeInTheDocument();
    await user.type(inputOf('Name'), 'Pau');
    await user.type(inputOf('Surname'), 'Vila');
    await user.type(inputOf('Email'), 'pau@example.test');
    await user.click(inputOf('Club'));
    await user.click(await screen.findByRole('option', { name: 'CE Gràcia' }));
    await user.click(inputOf('Study group'));
    await user.click(await screen.findByRole('option', { name: 'Under 14' }));
    fireEvent.change(screen.getByTestId('member-birth-date'), { target: { value: '2013-04-02' } });
    await user.click(screen.getByTestId('member-create-save'));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          name: 'Pau',
          surname: 'Vila',
          email: 'pau@example.test',
          language: 'en',
          role: 'Player',
          clubId: 3,
          studyGroupId: 8,
          birthDate: '2013-04-02',
        },
      ]),
    );
  });
});

describe('a coach in the new member dialog', () => {
  it('is added to the whole club when no study group is chosen', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('get', '/api/admin/club', () => [buildClub({ id: 3, name: 'CE Gràcia' })]),
      mockApi('get', '/api/admin/studyGroup/byclub/{id}', () => [], { id: 3 }),
      mockApi('post', '/api/admin/member', async ({ request }) => {
        bodies.push(await request.json());
        return { member: detail(), invited: true };
      }),
    );
    signInAs('AppAdmin');
    renderWithProviders(<CreateMemberModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(inputOf('Name'), 'Rita');
    await user.type(inputOf('Surname'), 'Soler');
    await user.type(inputOf('Email'), 'rita@example.test');
    await user.click(inputOf('Role'));
    await user.click(await screen.findByRole('option', { name: 'Coach of a study group or a club' }));
    expect(screen.getByText(/be chosen as a group's coach later/)).toBeInTheDocument();
    await user.click(inputOf('Club'));
    await user.click(await screen.findByRole('option', { name: 'CE Gràcia' }));
    await user.click(screen.getByTestId('member-create-save'));
    await waitFor(() =>
      expect(bodies).toEqual([
        { name: 'Rita', surname: 'Soler', email: 'rita@example.test', language: 'en', role: 'Coach', clubId: 3, studyGroupId: null, birthDate: null },
      ]),
    );
  });
});

describe("the member's birth date in the drawer", () => {
  it('saves a corrected birth date, and clears an emptied one', async () => {
    const { calls, user } = renderDrawer(detail({ birthDate: '2012-03-01' }));
    const field = await screen.findByTestId('member-edit-birth-date');
    expect(field).toHaveValue('2012-03-01');
    fireEvent.change(field, { target: { value: '2011-03-01' } });
    await user.click(screen.getByTestId('member-edit-save'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual(expect.objectContaining({ birthDate: '2011-03-01' })),
    );
    fireEvent.change(field, { target: { value: '' } });
    await user.click(screen.getByTestId('member-edit-save'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual(expect.objectContaining({ birthDate: null })),
    );
  });

  it('keeps none for a platform admin', async () => {
    const { calls, user } = renderDrawer(detail({ role: 'AppAdmin' }));
    await screen.findByTestId('member-edit-email');
    expect(screen.queryByTestId('member-edit-birth-date')).toBeNull();
    await user.click(screen.getByTestId('member-edit-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('birthDate');
  });
});
