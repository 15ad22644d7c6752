// @vitest-environment happy-dom
import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildClub } from '../../../features/admin/components/admin-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as ClubMembers, loader } from './club-members.tsx';

configure({ asyncUtilTimeout: 15_000 });

const member: AdminSquadMember = {
  squadMemberId: 40,
  memberId: 41,
  clubId: 5,
  fullName: 'Aina Soler',
  email: 'aina@example.test',
  role: 'Player',
  category: 'youth',
  studyGroupId: null,
  studyGroup: null,
  enabled: true,
};

describe("a club's members", () => {
  it("gives each row a quiet remove button that asks before it acts, the red kept for the dialog's button", async () => {
    const removed: unknown[] = [];
    server.use(
      mockApi('get', '/api/admin/club/{id}', () => buildClub(), { id: 5 }),
      mockApi('get', '/api/admin/squadMember/byclub/{id}', () => [member], { id: 5 }),
      mockApi('get', '/api/admin/studyGroup/byclub/{id}', () => [], { id: 5 }),
      mockApi(
        'delete',
        '/api/admin/squadMember/byclub/{clubId}/RemoveSquadMember',
        async ({ request }) => {
          removed.push(await request.json());
          return { squadMemberId: 40, cancelledEvaluations: 0 };
        },
        { clubId: 5 },
      ),
    );
    signInAs('AppAdmin');
    // The dialogs' provider, as the app's root gives it.
    const Page = () => (
      <ModalsProvider>
        <ClubMembers />
      </ModalsProvider>
    );
    renderRoutes([{ path: '/admin/clubs/:clubId/members', Component: Page, loader }], '/admin/clubs/5/members');
    const user = userEvent.setup();
    const row = (await screen.findAllByTestId('club-member-row'))[0] as HTMLElement;
    const remove = within(row).getByTestId('remove-member');
    expect(remove).toHaveAttribute('data-variant', 'default');
    expect(remove.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-default)');
    await user.click(remove);
    const confirm = await screen.findByTestId('confirm-remove');
    expect(confirm.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-red-filled)');
    expect(removed).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(removed).toEqual([{ clubId: 5, squadMemberId: 40 }]));
  });

  it('counts people as the clubs list does, and says why there are more rows: a row per study group', async () => {
    const inTwoGroups = [
      member,
      { ...member, squadMemberId: 50, memberId: 51, fullName: 'Laura Martí', role: 'Coach' as const, studyGroupId: 1, studyGroup: 'Cadet' },
      { ...member, squadMemberId: 52, memberId: 51, fullName: 'Laura Martí', role: 'Coach' as const, studyGroupId: 2, studyGroup: 'Senior' },
    ];
    server.use(
      mockApi('get', '/api/admin/club/{id}', () => buildClub(), { id: 5 }),
      mockApi('get', '/api/admin/squadMember/byclub/{id}', () => inTwoGroups, { id: 5 }),
      mockApi('get', '/api/admin/studyGroup/byclub/{id}', () => [], { id: 5 }),
    );
    signInAs('AppAdmin');
    renderRoutes([{ path: '/admin/clubs/:clubId/members', Component: ClubMembers, loader }], '/admin/clubs/5/members');
    expect(await screen.findByTestId('club-members-count')).toHaveTextContent('2 members (a row per study group: 3 rows).');
    expect(screen.getAllByTestId('club-member-row')).toHaveLength(3);
  });
});
