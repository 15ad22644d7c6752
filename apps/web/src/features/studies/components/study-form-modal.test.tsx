// @vitest-environment happy-dom
import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, todayIso } from '../../../lib/dates.ts';
import { choose, fieldError, inputOf, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { StudyFormModal } from './study-form-modal.tsx';

const CLUBS: MyClubsResponse = [
  {
    id: 1,
    name: 'CF Montjuïc',
    code: 'MJC',
    active: true,
    acceptsNewStudies: true,
    studyGroups: [{ id: 7, name: 'Primer Equip', code: 'PE', categoryId: 2, category: 'senior', state: 'active' }],
  },
];

/** A study as the server answers it, for the form's create and update calls. */
const saved = (overrides: Partial<ManagerStudy> = {}): ManagerStudy => ({
  id: 40,
  description: 'Autumn check-in',
  state: 'open',
  quizId: 3,
  quiz: 'Wellbeing',
  hasKeyTermSummary: true,
  isAnswered: false,
  playerAnswers: 0,
  playersInvited: 0,
  club: 'CF Montjuïc',
  clubId: 1,
  studyGroupId: 7,
  studyGroup: 'Primer Equip',
  startDate: todayIso(),
  dueDate: addDays(todayIso(), 30),
  token: 'k7Qp2xR9',
  ...overrides,
});

/** `studies`: the coach's studies as the studies page has them (the form warns of a running one of the same team and quiz). */
function renderForm(study: ManagerStudy | null, answer: () => ManagerStudy | Response, studies: ManagerStudy[] = []) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('get', '/api/manager/study/all', () => studies),
    mockApi('post', '/api/manager/study', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    mockApi('post', '/api/manager/study/Update', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    mockApi('get', '/api/manager/quiz/available', () => [{ id: 3, name: 'Wellbeing', category: 'senior', hasKeyTermSummary: true }]),
  );
  const onClose = vi.fn();
  renderWithProviders(<StudyFormModal opened onClose={onClose} clubs={CLUBS} study={study} />);
  return { bodies, onClose, user: userEvent.setup(), submit: () => userEvent.click(screen.getByTestId('study-form-submit')) };
}

describe("the coach's study form", () => {
  it('requires a study group, a quiz and a description; the dates start today and in 30 days', async () => {
    const { bodies, submit } = renderForm(null, () => saved());
    expect(inputOf('Start date')).toHaveValue(todayIso());
    expect(inputOf('Due date')).toHaveValue(addDays(todayIso(), 30));
    await submit();
    expect(fieldError('Study group')).toBe('The field is required');
    expect(fieldError('Quiz')).toBe('The field is required');
    expect(fieldError('Description')).toBe('The field is required');
    expect(inputOf('Study group')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses a due date that is not after the start date', async () => {
    const { bodies, user, submit } = renderForm(null, () => saved());
    await choose(user, 'Study group', 'Primer Equip');
    await choose(user, 'Quiz', 'Wellbeing');
    await typeInto(user, 'Description', 'Autumn check-in');
    await typeInto(user, 'Due date', todayIso());
    await submit();
    expect(fieldError('Due date')).toBe('The due date must be after the start date');
    expect(bodies).toEqual([]);
  });

  it("creates the study, and shows the server's coded error on its field", async () => {
    const { bodies, onClose, user, submit } = renderForm(null, () =>
      HttpResponse.json({ errors: [{ code: 'QuizNotAvailable', message: 'not available', field: 'quizId' }] }, { status: 409 }),
    );
    await choose(user, 'Study group', 'Primer Equip');
    await choose(user, 'Quiz', 'Wellbeing');
    await typeInto(user, 'Description', ' Autumn check-in ');
    await user.click(screen.getByTestId('study-starts-today-confirm'));
    await submit();
    await waitFor(() => expect(fieldError('Quiz')).toBe('The quiz is not available for this study group.'));
    expect(bodies).toEqual([{ studyGroupId: 7, quizId: 3, description: 'Autumn check-in', startDate: todayIso(), dueDate: addDays(todayIso(), 30) }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says that a study starting today mails its team at once, and saves it only once the coach confirms', async () => {
    const { bodies, user, submit } = renderForm(null, () => saved({ id: 40 }));
    await choose(user, 'Study group', 'Primer Equip');
    await choose(user, 'Quiz', 'Wellbeing');
    await typeInto(user, 'Description', 'Autumn check-in');
    expect(screen.getByTestId('study-starts-today')).toHaveTextContent(/This study starts today: each member of the team gets its opening mail/);
    await submit();
    expect(await screen.findByText('Confirm that the team is mailed today, or choose a later start.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(screen.getByTestId('study-starts-today-confirm'));
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('asks nothing of a study that starts later', async () => {
    const { bodies, user, submit } = renderForm(null, () => saved({ id: 41 }));
    await choose(user, 'Study group', 'Primer Equip');
    await choose(user, 'Quiz', 'Wellbeing');
    await typeInto(user, 'Description', 'Winter check-in');
    await typeInto(user, 'Start date', addDays(todayIso(), 1));
    expect(screen.queryByTestId('study-starts-today')).toBeNull();
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('edits the description and dates of a study, and closes once saved', async () => {
    const study = saved({ id: 12, startDate: '2026-10-01', dueDate: '2026-10-31' });
    const { bodies, onClose, user, submit } = renderForm(study, () => study);
    expect(inputOf('Description')).toHaveValue('Autumn check-in');
    await typeInto(user, 'Description', 'Autumn check-in, first team');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ id: 12, description: 'Autumn check-in, first team', startDate: '2026-10-01', dueDate: '2026-10-31' }]);
  });

  it('names the open study of the same team and quiz with its dates, and creates a second one only once the coach confirms', async () => {
    const open = saved({ id: 30, description: 'September check-in', state: 'inprogress', startDate: '2026-09-01', dueDate: addDays(todayIso(), 10) });
    const { bodies, user, submit } = renderForm(null, () => saved({ id: 41 }), [open]);
    await choose(user, 'Study group', 'Primer Equip');
    expect(screen.queryByTestId('study-open-same-quiz')).toBeNull();
    await choose(user, 'Quiz', 'Wellbeing');
    const warning = await screen.findByTestId('study-open-same-quiz');
    expect(warning).toHaveTextContent('This team already has an open study of this quiz');
    expect(screen.getByTestId('study-open-same-quiz-item')).toHaveTextContent(
      `“September check-in”, ${formatDate('2026-09-01', 'en')} to ${formatDate(open.dueDate, 'en')}`,
    );
    await typeInto(user, 'Description', 'Second check-in');
    await typeInto(user, 'Start date', addDays(todayIso(), 1));
    await submit();
    expect(
      await screen.findByText('Confirm that the team gets a second questionnaire of this quiz, or close the open study first.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(screen.getByTestId('study-open-same-quiz-confirm'));
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('asks nothing when the running studies are of another team or quiz, and none of a closed or past-due one', async () => {
    const yesterday = addDays(todayIso(), -1);
    const others = [
      saved({ id: 31, quizId: 4, quiz: 'Sleep', state: 'open' }),
      saved({ id: 32, studyGroupId: 8, studyGroup: 'Juvenil', state: 'inprogress' }),
      saved({ id: 33, state: 'closed' }),
      saved({ id: 34, state: 'inprogress', startDate: addDays(todayIso(), -30), dueDate: yesterday }),
    ];
    const { bodies, user, submit } = renderForm(null, () => saved({ id: 42 }), others);
    await choose(user, 'Study group', 'Primer Equip');
    await choose(user, 'Quiz', 'Wellbeing');
    await typeInto(user, 'Description', 'Winter check-in');
    await typeInto(user, 'Start date', addDays(todayIso(), 1));
    expect(screen.queryByTestId('study-open-same-quiz')).toBeNull();
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('warns of nothing while a study is edited', async () => {
    const study = saved({ id: 12, startDate: '2026-10-01', dueDate: addDays(todayIso(), 10) });
    const { onClose, submit } = renderForm(study, () => study, [study, saved({ id: 13, dueDate: addDays(todayIso(), 10) })]);
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByTestId('study-open-same-quiz')).toBeNull();
  });
});
