// @vitest-environment happy-dom
import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { choose, fieldError, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { apiError, buildStudyGroup } from '../../admin/components/admin-test-data.ts';
import { StudyGroupFormModal } from './study-group-form-modal.tsx';

const NIL = { memberId: 11, fullName: 'Nil Coach', email: 'nil@example.test' };

function renderForm(answer: () => AdminStudyGroup | Response, coaches = [NIL]) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/admin/studyGroup', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  const onClose = vi.fn();
  renderWithProviders(
    <StudyGroupFormModal opened onClose={onClose} clubId={4} group={null} categories={[{ id: 2, name: 'youth' }]} coaches={coaches} />,
  );
  return { bodies, onClose, user: userEvent.setup(), save: () => userEvent.click(screen.getByTestId('group-save')) };
}

describe('the study group form', () => {
  it('requires a name, a code and a category', async () => {
    const { bodies, save } = renderForm(() => buildStudyGroup());
    await save();
    expect(fieldError('Name')).toBe('The field is required');
    expect(fieldError('Code')).toBe('The field is required');
    expect(fieldError('Category')).toBe('The field is required');
    expect(bodies).toEqual([]);
  });

  it("sends the group of the club with its coach, and shows the server's validation error on its field", async () => {
    const { bodies, onClose, user, save } = renderForm(() =>
      apiError(400, { code: 'ValidationError', message: 'The value is too long', field: 'code' }),
    );
    await typeInto(user, 'Name', 'Cadet Femení');
    await typeInto(user, 'Code', 'CADET');
    await choose(user, 'Category', 'Youth');
    await choose(user, 'Admin/coach', 'Nil Coach');
    await save();
    await waitFor(() => expect(fieldError('Code')).toBe('The value is too long'));
    expect(bodies).toEqual([{ clubId: 4, name: 'Cadet Femení', code: 'CADET', categoryId: 2, coachMemberId: 11 }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a group without a coach while the club has none, and says where a coach is added', async () => {
    const { bodies, onClose, user, save } = renderForm(
      () => buildStudyGroup({ id: 9, clubId: 4, name: 'Infantil B', code: 'INFB', categoryId: 2 }),
      [],
    );
    expect(screen.getByText("The club has no coaches yet: add one from the club's members screen.")).toBeInTheDocument();
    await typeInto(user, 'Name', 'Infantil B');
    await typeInto(user, 'Code', 'INFB');
    await choose(user, 'Category', 'Youth');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ clubId: 4, name: 'Infantil B', code: 'INFB', categoryId: 2, coachMemberId: null }]);
  });

  it.each([
    ['Name', 'name', 'StudyGroupNameExists', 'A study group with this name already exists in the club.'],
    ['Code', 'code', 'StudyGroupCodeExists', 'A study group with this code already exists in the club.'],
  ])('shows a %s already used in the club (409) beside its field, translated, and stays open', async (label, field, code, shown) => {
    const { onClose, user, save } = renderForm(() => apiError(409, { code, message: 'server text, not shown', field }));
    await typeInto(user, 'Name', 'U15 A');
    await typeInto(user, 'Code', 'U15A');
    await choose(user, 'Category', 'Youth');
    await save();
    await waitFor(() => expect(fieldError(label)).toBe(shown));
    expect(fieldError(label === 'Name' ? 'Code' : 'Name')).toBeFalsy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
