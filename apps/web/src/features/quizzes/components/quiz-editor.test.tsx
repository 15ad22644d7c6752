// @vitest-environment happy-dom
import type { QuizDraft } from '@club-pulse/contracts/quiz-document';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { QuizEditor } from './quiz-editor.tsx';
import { buildQuizContent, buildQuizVersion, refusePublish } from './quiz-test-data.ts';

/** The Spanish half written: no Spanish in the second key term nor in the second question. */
function halfSpanish(): QuizDraft {
  const content = buildQuizContent();
  const withoutEs = <T extends Record<string, string | undefined>>(text: T) => ({ ...text, es: '' });
  return {
    ...content,
    keyTerms: content.keyTerms.map((kt, i) => (i === 1 ? { ...kt, name: withoutEs(kt.name), description: withoutEs(kt.description) } : kt)),
    questions: content.questions.map((q, i) => (i === 1 ? { ...q, text: withoutEs(q.text), help: withoutEs(q.help) } : q)),
  };
}

function renderEditor(version = buildQuizVersion({ content: halfSpanish() })) {
  const saved: QuizDraft[] = [];
  const onOpenVersion = vi.fn();
  server.use(
    mockApi('put', '/api/admin/quiz/{id}', async ({ request }) => {
      const content = (await request.json()) as QuizDraft;
      saved.push(content);
      return { ...version, content };
    }),
    mockApi('get', '/api/admin/quiz', () => []),
  );
  const onDiscarded = vi.fn();
  renderWithProviders(
    <QuizEditor version={version} onOpenVersion={onOpenVersion} onDiscarded={onDiscarded} preview={() => <div data-testid="the-preview" />} />,
  );
  return { saved, onOpenVersion, onDiscarded, user: userEvent.setup() };
}

describe('the quiz editor', () => {
  it('shows how much of each language is written, and follows what the admin writes', async () => {
    const { user, saved } = renderEditor();
    // 6 labels + 2 × 2 key-term texts + 2 × 2 question texts = 14 texts; Spanish lacks 4.
    expect(screen.getByTestId('completeness-en')).toHaveTextContent('en 100 %');
    expect(screen.getByTestId('completeness-es')).toHaveTextContent('es 71 %');
    expect(screen.getByTestId('completeness-de')).toHaveTextContent('de 100 %');

    await user.click(screen.getByRole('tab', { name: 'Español' }));
    // Where the translator finds what is missing.
    expect(screen.getByTestId('missing-texts')).toHaveTextContent('Missing (Español): 4');
    expect(screen.getByTestId('missing-texts')).toHaveTextContent('Question 2 · statement');
    const statements = screen.getAllByRole('textbox', { name: 'Statement (Español)' });
    expect(statements[0]).toHaveValue('I wake up rested (es)');
    await user.click(statements[1] as HTMLElement);
    await user.paste('Me pongo nervioso antes de los partidos');
    expect(screen.getByTestId('completeness-es')).toHaveTextContent('es 78 %');
    // The English texts were not touched.
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getAllByRole('textbox', { name: 'Statement (English)' })[1]).toHaveValue('I feel nervous before matches (en)');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.questions[1]?.text).toMatchObject({ en: 'I feel nervous before matches (en)', es: 'Me pongo nervioso antes de los partidos' });
    expect(await screen.findByText('The draft of Pre-season check is saved.')).toBeInTheDocument();
  });

  it('claims no translation for a new draft without key terms or questions, and counts the texts a quiz needs', async () => {
    const { user } = renderEditor(buildQuizVersion({ content: buildQuizContent({ keyTerms: [], questions: [] }) }));
    const chips = screen.getByTestId('completeness');
    expect(chips).toHaveTextContent('No key terms or questions yet');
    expect(chips).not.toHaveTextContent('%');
    for (const lang of ['en', 'es', 'ca', 'de', 'it']) expect(screen.queryByTestId(`completeness-${lang}`)).toBeNull();
    // Nor a list of "missing" texts of a key term and a question that do not exist yet.
    expect(screen.queryByTestId('missing-texts')).toBeNull();

    // A key term is there, no question yet: every language lacks the question's texts, none is 100 %.
    await user.click(screen.getByRole('button', { name: 'Add a key term' }));
    await user.click(screen.getByRole('textbox', { name: 'Name (English)' }));
    await user.paste('Sleep');
    // 6 labels + key-term name and description + the first question's statement and help = 10 texts.
    expect(screen.getByTestId('completeness-en')).toHaveTextContent('en 70 %');
    expect(screen.getByTestId('completeness-es')).toHaveTextContent('es 60 %');
    expect(screen.queryByTestId('completeness-no-content')).toBeNull();
  });

  it('leads a quiz without key terms to where one is added', async () => {
    const { user } = renderEditor(buildQuizVersion({ content: buildQuizContent({ keyTerms: [], questions: [] }) }));
    refusePublish([
      { code: 'QuizIncomplete', message: 'needs at least one entry', field: 'keyTerms' },
      { code: 'QuizIncomplete', message: 'needs at least one entry', field: 'questions' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    const missing = await screen.findByTestId('publish-missing');
    await user.click(within(missing).getByRole('button', { name: 'Quiz: the list of questions needs at least one entry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a question' })).toHaveFocus());
  });

  it('publishes after saving, and shows what the server says is missing', async () => {
    const { user, saved } = renderEditor();
    refusePublish([
      { code: 'QuizIncomplete', message: 'required', field: 'keyTerms[1].name.es' },
      { code: 'QuizIncomplete', message: 'required', field: 'questions[1].help.es' },
    ]);
    await user.click(screen.getByRole('switch', { name: /Key-term summary/ }));
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    const missing = await screen.findByTestId('publish-missing');
    expect(
      within(missing)
        .getAllByTestId('quiz-problem-text')
        .map((p) => p.textContent),
    ).toEqual(['Key term 2 (Stress en), Spanish: the name is missing', 'Question 2, Spanish: the help is missing']);
    // The change was saved before publishing was tried.
    expect(saved).toHaveLength(1);
    expect(saved[0]?.hasKeyTermSummary).toBe(false);

    // Each missing text leads to its field: the dialog closes, the editor shows Spanish, the keyboard is there.
    await user.click(within(missing).getByRole('button', { name: 'Question 2, Spanish: the help is missing' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Help (Español)' })[1]).toHaveFocus());
    expect(screen.queryByTestId('publish-missing')).toBeNull();
  });

  it('lists every problem of a refused save on the page, without a toast over it, each leading to its field', async () => {
    const { user } = renderEditor();
    const errors = Array.from({ length: 15 }, (_, i) => ({
      code: 'ValidationError',
      message: 'is too long',
      field: `content.answerLabels.${(i % 5) + 1}.en`,
    }));
    errors.push({
      code: 'ValidationError',
      message: 'The text contains characters that are not allowed',
      field: 'content.keyTerms.0.description.de',
    });
    server.use(mockApi('put', '/api/admin/quiz/{id}', () => HttpResponse.json({ errors }, { status: 400 }), { id: 12 }));
    await user.click(screen.getByRole('switch', { name: /Key-term summary/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const problems = await screen.findByTestId('save-problems');
    expect(within(problems).getAllByTestId('quiz-problem')).toHaveLength(16);
    expect(problems).toHaveTextContent('16 problems found.');
    expect(screen.queryByText(/The draft could not be saved/)).toBeNull();
    await user.click(
      within(problems).getByRole('button', { name: 'Key term 1 (Sleep en), German: the description holds characters that are not allowed' }),
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Description (Deutsch)' })[0]).toHaveFocus());
  });

  it('shows a published version read-only and offers a new version', async () => {
    const version = buildQuizVersion({ status: 'published' });
    server.use(mockApi('post', '/api/admin/quiz/{id}/draft', () => buildQuizVersion({ id: 13, version: 2 }), { id: 12 }));
    const { user, onOpenVersion } = renderEditor(version);
    expect(screen.getByTestId('editor-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    // Every field of the locked version looks locked (grey, without a border), not only the switches.
    const fields = screen.getAllByRole('textbox');
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) {
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAttribute('data-variant', 'filled');
    }
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'New version' }));
    await waitFor(() => expect(onOpenVersion).toHaveBeenCalledWith(13));
  });

  it('names the category in the member’s language, not by its code', async () => {
    await changeLanguage('es');
    const { unmount } = renderWithProviders(
      <QuizEditor
        version={buildQuizVersion({ status: 'published', content: buildQuizContent({ category: 'youth' }) })}
        onOpenVersion={vi.fn()}
        onDiscarded={vi.fn()}
        preview={() => null}
      />,
    );
    // A published version reads its category by name.
    expect(screen.getByRole('textbox', { name: 'Categoría' })).toHaveValue('Juvenil');
    expect(screen.queryByDisplayValue('youth')).toBeNull();
    unmount();

    // A draft writes the code, and reads the name under it, as the admin types.
    const { user } = renderEditor(buildQuizVersion({ content: buildQuizContent({ category: 'youth' }) }));
    const field = screen.getByRole('textbox', { name: 'Categoría' });
    expect(field).toHaveValue('youth');
    expect(screen.getByTestId('editor-category-name')).toHaveTextContent('En las listas aparece como «Juvenil»');
    await user.clear(field);
    await user.type(field, 'senior');
    expect(screen.getByTestId('editor-category-name')).toHaveTextContent('En las listas aparece como «Sénior»');
    // A new category has no name yet: it is listed by its code.
    await user.clear(field);
    expect(screen.queryByTestId('editor-category-name')).toBeNull();
    await user.type(field, 'sub-21');
    expect(screen.getByTestId('editor-category-name')).toHaveTextContent('En las listas aparece como «sub-21»');
  });

  it("keeps a draft's fields ordinary ones to type in", () => {
    renderEditor();
    for (const field of screen.getAllByRole('textbox')) {
      expect(field).not.toHaveAttribute('readonly');
      expect(field).toHaveAttribute('data-variant', 'default');
    }
  });

  it('opens on the language of the interface', async () => {
    await changeLanguage('it');
    renderEditor();
    expect(screen.getByRole('tab', { name: 'Italiano' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('textbox', { name: /\(Italiano\)$/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('textbox', { name: /\(English\)$/ })).toEqual([]);
  });

  it('moves a question, and discards a draft after asking', async () => {
    const { user, saved, onDiscarded } = renderEditor();
    let discarded = 0;
    server.use(
      mockApi(
        'delete',
        '/api/admin/quiz/{id}',
        () => {
          discarded++;
          return undefined;
        },
        { id: 12 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getAllByRole('textbox', { name: 'Statement (English)' })[0]).toHaveValue('I feel nervous before matches (en)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved[0]?.questions.map((q) => q.keyTerm)).toEqual(['stress', 'sleep']));

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(await screen.findByTestId('discard-draft-confirm'));
    await waitFor(() => expect(onDiscarded).toHaveBeenCalled());
    expect(discarded).toBe(1);
  });

  it('says what reversed scoring means once, for every switch, and goes to a question from its outline', async () => {
    const content = buildQuizContent();
    const many = {
      ...content,
      questions: Array.from({ length: 12 }, (_, i) => ({
        ...content.questions[i % 2]!,
        text: { ...content.questions[i % 2]!.text, en: `Statement number ${i + 1}` },
      })),
    };
    const { user } = renderEditor(buildQuizVersion({ content: many }));
    const fields = await screen.findByTestId('question-fields');
    const hint = within(fields).getByTestId('reversed-hint');
    expect(within(fields).getAllByText(/Agreeing means strain/)).toHaveLength(1);
    const switches = within(fields).getAllByRole('switch', { name: 'Reversed scoring' });
    expect(switches).toHaveLength(12);
    for (const s of switches) expect(s.getAttribute('aria-describedby')).toContain(hint.id);
    await user.selectOptions(within(fields).getByLabelText('Go to question'), '9. Statement number 9');
    expect(document.activeElement).toBe(within(fields).getAllByTestId('question')[8]);
  });

  it('shows the preview of the content being written', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(screen.getByTestId('the-preview')).toBeInTheDocument();
  });
});
