// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { CSV_COLUMNS } from '../lib/quiz-csv.ts';
import { quizFromXlsx, quizXlsxTemplate, xlsxOf } from '../lib/quiz-xlsx.ts';
import { ImportQuizModal } from './import-quiz-modal.tsx';
import { buildQuizVersion } from './quiz-test-data.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const typeOf = (name: string) => (name.endsWith('.csv') ? 'text/csv' : name.endsWith('.xlsx') ? XLSX_TYPE : 'application/json');
const fileOf = (content: string | Uint8Array, name = 'quiz.json') => new File([content as BlobPart], name, { type: typeOf(name) });

function renderModal() {
  const sent: unknown[] = [];
  const onClose = vi.fn();
  renderWithProviders(<ImportQuizModal opened onClose={onClose} />);
  return { sent, onClose, user: userEvent.setup() };
}

async function importFile(user: ReturnType<typeof userEvent.setup>, content: string | Uint8Array, name?: string) {
  await user.upload(screen.getByLabelText('Quiz file (JSON, CSV or Excel)'), fileOf(content, name));
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

describe('importing a quiz file', () => {
  it('chooses the file through a button in the admin’s language, not the browser’s own field, and names it', async () => {
    const { user } = renderModal();
    const input = screen.getByLabelText('Quiz file (JSON, CSV or Excel)');
    expect(input).not.toBeVisible();
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    expect(choose).toHaveAccessibleDescription('No file chosen');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
    await user.upload(input, fileOf('{}', 'pre-season.json'));
    expect(screen.getByTestId('import-quiz-file-name')).toHaveTextContent('pre-season.json');
  });

  it('names a file that is not JSON, and sends nothing', async () => {
    const { user, onClose } = renderModal();
    await importFile(user, '{ "format": "club-pulse/quiz", ');
    const problems = await screen.findByTestId('import-problems');
    expect(
      within(problems)
        .getAllByTestId('quiz-problem-text')
        .map((p) => p.textContent),
    ).toEqual(['The file: it is not a JSON file']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists every problem the server found, each by its place in the file', async () => {
    server.use(
      mockApi('post', '/api/admin/quiz/import', () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'ValidationError', message: 'required', field: 'questions[3].text.de' },
              { code: 'ValidationError', message: 'has the wrong type', field: 'questions[5].reversed' },
              { code: 'ValidationError', message: 'is the code of another key term', field: 'keyTerms[1].code' },
              { code: 'ValidationError', message: 'is not a field of the format', field: 'colour' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, onClose } = renderModal();
    await importFile(user, JSON.stringify({ format: 'club-pulse/quiz', colour: 'red' }));
    const problems = await screen.findByTestId('import-problems');
    expect(
      within(problems)
        .getAllByTestId('quiz-problem-text')
        .map((p) => p.textContent),
    ).toEqual([
      'Question 4, German: the text is missing',
      'Question 6: the scoring direction (reversed) has the wrong type',
      'Key term 2: the code is already used by another key term',
      'Quiz: “colour” is not a field of the format',
    ]);
    expect(problems).toHaveTextContent('4 problems found. Nothing was stored.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('imports a good file as a draft, says so and closes', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi('post', '/api/admin/quiz/import', async ({ request }) => {
        sent.push(await request.json());
        return buildQuizVersion();
      }),
    );
    const { user, onClose } = renderModal();
    await importFile(user, JSON.stringify({ format: 'club-pulse/quiz', name: 'Pre-season check' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ format: 'club-pulse/quiz', name: 'Pre-season check' }]);
    expect(await screen.findByText('Pre-season check was imported as a draft.')).toBeInTheDocument();
  });

  it('reads a CSV table into the quiz document the server checks, and lists its problems in plain words', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi('post', '/api/admin/quiz/import', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ errors: [{ code: 'ValidationError', message: 'required', field: 'keyTerms[0].name.es' }] }, { status: 400 });
      }),
    );
    const { user, onClose } = renderModal();
    const csv = [
      'type,code,keyTerm,reversed,en,es,ca,de,it,help_en,help_es,help_ca,help_de,help_it',
      'name,Pre-season check',
      'keyTerm,resilience,,,Resilience,,Resiliència,Resilienz,Resilienza,"Bouncing back, after a loss",,,,',
      'question,,resilience,no,I recover quickly.,Me recupero rápido.,,,,,,,,',
    ].join('\n');
    await importFile(user, csv, 'quiz.csv');
    const problems = await screen.findByTestId('import-problems');
    expect(
      within(problems)
        .getAllByTestId('quiz-problem-text')
        .map((p) => p.textContent),
    ).toEqual(['Key term 1 (Resilience), Spanish: the name is missing']);
    expect(sent).toEqual([
      expect.objectContaining({
        format: 'club-pulse/quiz',
        name: 'Pre-season check',
        keyTerms: [
          {
            code: 'resilience',
            name: { en: 'Resilience', ca: 'Resiliència', de: 'Resilienz', it: 'Resilienza' },
            description: { en: 'Bouncing back, after a loss' },
          },
        ],
        questions: [{ keyTerm: 'resilience', reversed: false, text: { en: 'I recover quickly.', es: 'Me recupero rápido.' }, help: {} }],
      }),
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the rows of a CSV table that is not of the layout, and sends nothing', async () => {
    const { user } = renderModal();
    await importFile(user, 'type,code,keyTerm,reversed,en,es,ca,de,it,help_en,help_es,help_ca,help_de,help_it\nquestoin,,,\n', 'quiz.csv');
    const problems = await screen.findByTestId('import-problems');
    expect(
      within(problems)
        .getAllByTestId('quiz-problem-text')
        .map((p) => p.textContent),
    ).toEqual(['Row 2: “questoin” is not a row type (name, category, keyTermSummary, label, keyTerm, question).']);
  });

  it("reads an .xlsx workbook's first sheet into the same quiz document, and names a file that is not one", async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi('post', '/api/admin/quiz/import', async ({ request }) => {
        sent.push(await request.json());
        return buildQuizVersion();
      }),
    );
    const { user, onClose } = renderModal();
    await importFile(user, 'type,code\n', 'quiz.xlsx');
    const problems = await screen.findByTestId('import-problems');
    expect(within(problems).getByTestId('quiz-problem-text')).toHaveTextContent('The file: it is not an Excel workbook (.xlsx) that can be read');
    expect(sent).toEqual([]);

    const workbook = xlsxOf([
      [...CSV_COLUMNS],
      ['name', 'Pre-season check'],
      [],
      ['question', '', 'resilience', 'no', 'I recover quickly.', 'Me recupero rápido.'],
    ]);
    await importFile(user, workbook, 'Pre-season.xlsx');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        format: 'club-pulse/quiz',
        name: 'Pre-season check',
        questions: [{ keyTerm: 'resilience', reversed: false, text: { en: 'I recover quickly.', es: 'Me recupero rápido.' }, help: {} }],
      }),
    ]);
  });

  it('offers the template as an Excel workbook and as CSV', async () => {
    const made: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:template';
    });
    try {
      const { user } = renderModal();
      expect(screen.getByRole('button', { name: 'download the CSV template' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'download the Excel template (.xlsx)' }));
      await waitFor(() => expect(made).toHaveLength(1));
      expect(made[0]?.type).toBe(XLSX_TYPE);
      const bytes = new Uint8Array(await (made[0] as Blob).arrayBuffer());
      expect(quizFromXlsx(bytes)).toEqual(quizFromXlsx(quizXlsxTemplate()));
      expect(quizFromXlsx(bytes)).toMatchObject({ document: { name: 'New quiz' } });
    } finally {
      createObjectURL.mockRestore();
    }
  });

  it('asks for a file first', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose a file first.')).toBeInTheDocument();
  });
});
