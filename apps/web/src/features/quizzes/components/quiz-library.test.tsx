// @vitest-environment happy-dom
import type { LibraryQuiz } from '@club-pulse/contracts/admin-quizzes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { QuizLibrary } from './quiz-library.tsx';

const youth: LibraryQuiz = {
  key: 'wellbeing-youth',
  name: 'Wellbeing — youth',
  category: 'youth',
  hasKeyTermSummary: true,
  keyTerms: 5,
  questions: 20,
  installedQuizId: null,
};
const senior: LibraryQuiz = { ...youth, key: 'wellbeing-senior', name: 'Wellbeing — senior', category: 'senior', installedQuizId: 4 };

describe('the quiz library', () => {
  it('installs a shipped quiz, then shows it as installed', async () => {
    let library = [youth, senior];
    const installed: string[] = [];
    server.use(
      mockApi('get', '/api/admin/quiz/library', () => library),
      mockApi('post', '/api/admin/quiz/library/{key}/install', ({ params }) => {
        installed.push(String(params.key));
        library = library.map((q) => (q.key === params.key ? { ...q, installedQuizId: 9 } : q));
        return {
          quiz: {
            id: 9,
            familyId: 9,
            version: 1,
            status: 'published',
            name: youth.name,
            categoryId: 1,
            category: youth.category,
            enabled: true,
            hasKeyTermSummary: true,
            studies: 0,
            questions: 24,
            draftId: null,
            libraryKey: youth.key,
          },
          alreadyInstalled: false,
        };
      }),
      mockApi('get', '/api/admin/quiz', () => []),
    );
    const user = userEvent.setup();
    renderWithProviders(<QuizLibrary />);

    expect(screen.getByRole('heading', { name: 'Quiz library' })).toBeInTheDocument();
    const install = await screen.findByRole('button', { name: 'Install Wellbeing — youth' });
    // The senior quiz is installed already: no button for it.
    expect(screen.queryByRole('button', { name: 'Install Wellbeing — senior' })).toBeNull();
    expect(screen.getAllByTestId('library-installed')).toHaveLength(1);

    await user.click(install);
    await waitFor(() => expect(installed).toEqual(['wellbeing-youth']));
    expect(await screen.findByText('Wellbeing — youth is installed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('library-installed')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Install / })).toBeNull();
  });
});
