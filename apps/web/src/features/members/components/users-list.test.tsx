// @vitest-environment happy-dom
import type { AdminMember } from '@club-pulse/contracts/admin-members';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signInAs } from '../../../testing/factories.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { apiError, buildMember } from '../../admin/components/admin-test-data.ts';
import { PHONE_PAGE_SIZE, UsersList } from './users-list.tsx';
import { mockMediaQueries } from '../../../testing/media.ts';

configure({ asyncUtilTimeout: 15_000 });

const otherAdmin = buildMember({ id: 9, email: 'bea@example.test', fullName: 'Bea Admin', role: 'AppAdmin' });

describe('the users list', () => {
  it("says in words why the server would not disable a member (the last enabled admin, after another admin's act)", async () => {
    await changeLanguage('en');
    server.use(
      mockApi('get', '/api/admin/member/page', () => ({ items: [otherAdmin], total: 1, page: 1, pageSize: 25 })),
      mockApi('put', '/api/admin/member/disable/{id}', () => apiError(409, { code: 'LastAdmin', message: 'x' }), { id: 9 }),
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
    // A quiet button in the row; the red is the confirming dialog's.
    const disable = await screen.findByTestId('disable-user');
    expect(disable).toHaveAttribute('data-variant', 'default');
    expect(disable.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-default)');
    await user.click(disable);
    const confirm = await screen.findByTestId('confirm-disable');
    expect(confirm.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-red-filled)');
    await user.click(confirm);
    expect(await screen.findByText('This is the last enabled platform admin: make someone else admin first.')).toBeInTheDocument();
  });
});

describe('the users list on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each member in two lines (name and state, then role, club and email) beside the actions, ten to a page, under a search that stays in reach', async () => {
    await changeLanguage('en');
    mockMediaQueries((query) => /max-width/.test(query));
    const asked: string[] = [];
    const player: AdminMember = {
      ...otherAdmin,
      id: 12,
      role: 'User',
      fullName: 'Laia Puig',
      email: 'laia@example.test',
      squadRoles: ['Player'],
      clubs: ['CF Montjuïc'],
      enabled: false,
    };
    server.use(
      mockApi('get', '/api/admin/member/page', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('pageSize') ?? '');
        return { items: [otherAdmin, player], total: 2, page: 1, pageSize: PHONE_PAGE_SIZE };
      }),
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
    const card = await screen.findByRole('article', { name: 'Laia Puig' });
    expect(card).toHaveTextContent('Laia PuigDisabled');
    expect(card.querySelector('[data-testid="user-details"]')).toHaveTextContent('Player · CF Montjuïc · laia@example.test');
    expect(screen.getByRole('article', { name: 'Bea Admin' }).querySelector('[data-testid="user-details"]')).toHaveTextContent(
      'Administrator · bea@example.test',
    );
    expect(card.querySelector('[data-testid="enable-user"]')).not.toBeNull();
    expect(asked).toEqual([String(PHONE_PAGE_SIZE)]);
    expect(screen.getByTestId('users-table-controls')).toHaveClass('cp-sticky-controls');
  });
});
