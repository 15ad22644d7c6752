// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import type { AdminMember } from '@club-pulse/contracts/admin-members';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signInAs } from '../../../testing/factories.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { API, server } from '../../../testing/server.ts';
import { UsersList } from './users-list.tsx';

configure({ asyncUtilTimeout: 15_000 });

const otherAdmin: AdminMember = {
  id: 9,
  email: 'bea@example.test',
  fullName: 'Bea Admin',
  role: 'AppAdmin',
  enabled: true,
  squadRoles: [],
  clubs: [],
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('the users list', () => {
  it("says in words why the server would not disable a member (the last enabled admin, after another admin's act)", async () => {
    await changeLanguage('en');
    server.use(
      mock.get(`${API}/api/admin/member/page`, () => HttpResponse.json({ items: [otherAdmin], total: 1, page: 1, pageSize: 25 })),
      mock.put(`${API}/api/admin/member/disable/9`, () => HttpResponse.json({ errors: [{ code: 'LastAdmin', message: 'x' }] }, { status: 409 })),
    );
    signInAs('AppAdmin');
    renderRoutes(
      [
        {
          path: '/admin/users',
          element: (
            <ModalsProvider>
              <UsersList />
            </ModalsProvider>
          ),
        },
      ],
      '/admin/users',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('disable-user'));
    await user.click(await screen.findByTestId('confirm-disable'));
    expect(await screen.findByText('This is the last enabled platform admin: make someone else admin first.')).toBeInTheDocument();
  });
});
