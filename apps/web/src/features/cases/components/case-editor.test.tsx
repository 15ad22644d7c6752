// @vitest-environment happy-dom
import { ADULT_AGE, LANGUAGES } from '@club-pulse/contracts/constants';
import type { CaseActRequest, CaseDetail } from '@club-pulse/contracts/cases';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { inputOf, renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { caseQuery } from '../api/cases.ts';
import { CaseEditor } from './case-editor.tsx';

const detail: CaseDetail = {
  id: 4,
  studyId: 2,
  study: 'Autumn check-in 2026',
  team: 'Cadet Femení',
  club: 'CF Montjuïc',
  email: null,
  fullName: 'Emma Bosch',
  needLevel: 'critical',
  resultAt: '2026-11-24T12:50:00Z',
  status: 'open',
  owner: null,
  nextStepOn: null,
  referred: false,
  lastActionAt: null,
  notes: [],
  nextStep: '',
  referral: null,
  history: [],
  minor: false,
  possibleOwners: [
    { kind: 'coach', id: 7, name: 'Laura Martí' },
    { kind: 'contact', id: 3, name: 'Dra. Montserrat Puig i Ferrer' },
  ],
  referralTargets: [],
};

/**
 * The owner select is 280 px wide on a desktop (the whole row on a phone): after its arrow about 26 characters of
 * its 14 px text fit. The sentence "Nobody owns this case yet" in Catalan was cut to "Ningú és responsable d'a…".
 */
const FITS = 22;

describe('a follow-up case without an owner', () => {
  it.each(LANGUAGES)('shows the owner select with a placeholder short enough to be read whole, in %s', async (language) => {
    await changeLanguage(language);
    renderWithProviders(<CaseEditor detail={detail} />);
    const select = inputOf(i18n.t('cases:owner.choose'));
    const placeholder = select.getAttribute('placeholder') ?? '';
    expect(placeholder).toBe(i18n.t('cases:owner.nobody'));
    expect(placeholder.length, placeholder).toBeLessThanOrEqual(FITS);
    // The card above still says it in a sentence.
    expect(screen.getByTestId('case-owner')).toHaveTextContent(i18n.t('cases:noOwner'));
    await changeLanguage('en');
  });
});

describe('the guidance of an open case', () => {
  it('says today and the emergency number for a critical result, and names a guardian only for a minor', async () => {
    renderWithProviders(<CaseEditor detail={detail} />);
    const guide = screen.getByRole('region', { name: 'What to do' });
    expect(guide).toHaveTextContent('in private today');
    expect(screen.getByTestId('case-guide-112')).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByTestId('case-guide-minor')).toBeNull();
  });

  it('names a parent or guardian and the age for a minor, and the next days for a high result', async () => {
    renderWithProviders(<CaseEditor detail={{ ...detail, needLevel: 'high', minor: true }} />);
    expect(screen.getByTestId('case-guide')).toHaveTextContent('within the next few days');
    expect(screen.queryByTestId('case-guide-112')).toBeNull();
    expect(screen.getByTestId('case-guide-minor')).toHaveTextContent(`under ${ADULT_AGE}: also tell a parent or guardian`);
  });

  it('is not shown on a closed case', async () => {
    renderWithProviders(<CaseEditor detail={{ ...detail, status: 'closed' }} />);
    expect(screen.queryByTestId('case-guide')).toBeNull();
  });
});

describe("a case's next step", () => {
  it('refuses a day before today: the field says so and the step is not saved', async () => {
    await changeLanguage('en');
    renderWithProviders(<CaseEditor detail={detail} />);
    fireEvent.change(screen.getByTestId('case-next-step'), { target: { value: 'Call her parents' } });
    const date = screen.getByTestId('case-next-date');
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    };
    expect(date).toHaveAttribute('min', day(0));
    fireEvent.change(date, { target: { value: day(-6) } });
    expect(screen.getByText('Choose today or a later day.')).toBeInTheDocument();
    expect(screen.getByTestId('case-save-next')).toBeDisabled();
    fireEvent.change(date, { target: { value: day(2) } });
    expect(screen.queryByText('Choose today or a later day.')).not.toBeInTheDocument();
    expect(screen.getByTestId('case-save-next')).toBeEnabled();
  });
});

/** The day `offset` days from today, as YYYY-MM-DD in the coach's calendar (the date field's value). */
function dayFromToday(offset: number) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The case page's editor on a mocked server that keeps the case: each act answers the case as it now is, and the
 * editor shows what the query cache holds (as the page does). Returns the acts the server received.
 */
function renderSavedCase(start: CaseDetail) {
  let current = start;
  const acts: CaseActRequest[] = [];
  server.use(
    mockApi('get', '/api/manager/case/{caseId}', () => current),
    mockApi('get', '/api/manager/cases', () => []),
    mockApi('get', '/api/manager/study/{id}/cases', () => []),
    mockApi('post', '/api/manager/case/{caseId}/act', async ({ request }) => {
      const body = (await request.json()) as CaseActRequest;
      acts.push(body);
      if (body.act === 'nextStep') current = { ...current, nextStep: body.nextStep.trim(), nextStepOn: body.nextStepOn };
      if (body.act === 'note') {
        const note = { id: current.notes.length + 1, by: 'Laura Martí', text: body.note.trim(), at: '2026-11-26T09:15:00Z' };
        current = {
          ...current,
          notes: [note, ...current.notes],
          history: [...current.history, { act: 'noted', by: 'Laura Martí', detail: null, at: note.at }],
        };
      }
      return current;
    }),
  );
  queryClient.setQueryData(caseQuery(start.id).queryKey, start);
  function Screen() {
    const { data } = useQuery(caseQuery(start.id));
    return data ? <CaseEditor detail={data} /> : null;
  }
  renderWithProviders(<Screen />);
  return acts;
}

describe("a case's notes", () => {
  const notes: CaseDetail['notes'] = [
    { id: 2, by: 'Laura Martí', text: 'Talked on Friday.\nShe will see the welfare officer.', at: '2026-11-25T17:00:00Z' },
    { id: 1, by: null, text: 'Spoke with her after training.', at: '2026-11-24T18:30:00Z' },
  ];

  it('lists every note added, newest first, with its time and author', async () => {
    renderWithProviders(<CaseEditor detail={{ ...detail, notes }} />);
    const entries = screen.getAllByTestId('case-notes-entry');
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringContaining('Laura Martí'), expect.stringContaining('a deleted account')]);
    expect(entries[0]).toHaveTextContent('Talked on Friday. She will see the welfare officer.');
    expect(entries[1]).toHaveTextContent('Spoke with her after training.');
    expect(screen.queryByTestId('case-notes-none')).toBeNull();
  });

  it('says there is no note yet on a case without one', async () => {
    renderWithProviders(<CaseEditor detail={detail} />);
    expect(screen.getByTestId('case-notes-none')).toHaveTextContent('No note yet.');
  });

  it('adds a note to the earlier ones, empties the field and offers no save until something is written again', async () => {
    const acts = renderSavedCase({ ...detail, notes });
    const save = screen.getByTestId('case-save-note');
    expect(save).toBeDisabled();
    const field = screen.getByTestId('case-note');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(save).toBeDisabled();
    fireEvent.change(field, { target: { value: 'Her parents came to the match.' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('The note was added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('case-notes-entry')).toHaveLength(3));
    expect(acts).toEqual([{ act: 'note', note: 'Her parents came to the match.' }]);
    const [newest] = screen.getAllByTestId('case-notes-entry');
    expect(newest).toHaveTextContent('Her parents came to the match.');
    expect(field).toHaveValue('');
    expect(save).toBeDisabled();
    expect(within(screen.getByTestId('case-history')).getByText(/added a note/)).toBeInTheDocument();
  });
});

describe("a case's next step, once saved", () => {
  it('offers no save while the step and its date read as saved', async () => {
    const day = dayFromToday(3);
    renderWithProviders(<CaseEditor detail={{ ...detail, nextStep: 'Call her parents', nextStepOn: day }} />);
    // What is saved reads in words, the step and its day.
    expect(screen.getByTestId('case-next-saved')).toHaveTextContent(/^Saved: Call her parents, by \d/);
    const save = screen.getByTestId('case-save-next');
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByTestId('case-next-step'), { target: { value: 'Call her parents tonight' } });
    expect(save).toBeEnabled();
    fireEvent.change(screen.getByTestId('case-next-step'), { target: { value: 'Call her parents' } });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByTestId('case-next-date'), { target: { value: dayFromToday(4) } });
    expect(save).toBeEnabled();
  });

  it('is saved with a toast, and the save is then disabled until the field changes again', async () => {
    const acts = renderSavedCase(detail);
    const save = screen.getByTestId('case-save-next');
    fireEvent.change(screen.getByTestId('case-next-step'), { target: { value: 'Meet the family ' } });
    fireEvent.change(screen.getByTestId('case-next-date'), { target: { value: dayFromToday(2) } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('The next step was saved.')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(acts).toEqual([{ act: 'nextStep', nextStep: 'Meet the family ', nextStepOn: dayFromToday(2) }]);
    fireEvent.change(screen.getByTestId('case-next-step'), { target: { value: 'Meet the family and the welfare officer' } });
    expect(save).toBeEnabled();
  });
});

describe("a case's referral", () => {
  it('says in a sentence that the case is not referred yet, in every language', async () => {
    for (const language of LANGUAGES) {
      await changeLanguage(language);
      const { unmount } = renderWithProviders(<CaseEditor detail={detail} />);
      const sentence = i18n.t('cases:refer.notYet');
      expect(sentence).not.toBe('refer.notYet');
      expect(screen.getByTestId('case-referral-none')).toHaveTextContent(sentence);
      unmount();
    }
    await changeLanguage('en');
  });

  it('names the referral instead once the case is referred', async () => {
    renderWithProviders(
      <CaseEditor detail={{ ...detail, referred: true, referral: { kind: 'helpline', id: 1, name: 'Línea 024', number: '024' } }} />,
    );
    expect(screen.getByTestId('case-referral')).toHaveTextContent('Referred to Línea 024 (024)');
    expect(screen.queryByTestId('case-referral-none')).toBeNull();
  });
});
