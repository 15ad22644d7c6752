// @vitest-environment happy-dom
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { DEFAULT_ANSWER_LABELS, type QuizDraft } from '@club-pulse/contracts/quiz-document';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choose, renderWithProviders } from '../../../testing/render.tsx';
import { QuizPreview } from './quiz-preview.tsx';

const each = (text: (lang: string) => string) => Object.fromEntries(LANGUAGES.map((l) => [l, text(l)]));
const quiz: QuizDraft = {
  name: 'Pre-season check',
  category: 'senior',
  hasKeyTermSummary: true,
  answerLabels: { ...DEFAULT_ANSWER_LABELS, '1': { ...DEFAULT_ANSWER_LABELS['1'], es: 'Nunca' } },
  keyTerms: [{ code: 'sleep', name: each((l) => `Sleep ${l}`), description: each((l) => `How you sleep (${l})`) }],
  questions: [
    { keyTerm: 'sleep', text: each((l) => `I wake up rested (${l})`), help: each((l) => `The last two weeks (${l})`), reversed: false },
    { keyTerm: 'sleep', text: each((l) => `I fall asleep easily (${l})`), help: each((l) => `On training days (${l})`), reversed: false },
  ],
};

// Every request fails the test (the mocked API has no handler): the preview sends nothing.
describe('the preview of a quiz', () => {
  it('shows the questions one by one as a player reads them, in the chosen language, with the quiz’s answer labels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizPreview quiz={quiz} initialLanguage="en" />);
    expect(await screen.findByTestId('question-text')).toHaveTextContent('I wake up rested (en)');
    expect(screen.getByTestId('question-progress')).toHaveTextContent('Question 1 of 2');
    expect(screen.getByTestId('question-key-term')).toHaveTextContent('Sleep en');

    // Going on without an answer asks for one, as the player's screen does.
    await user.click(screen.getByTestId('next-question'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByTestId('answer-4'));
    await user.click(screen.getByTestId('next-question'));
    expect(await screen.findByText('I fall asleep easily (en)')).toBeInTheDocument();

    // Another language: the player's texts and the quiz's own labels in it; the admin's language does not change.
    await choose(user, 'Language of the preview', 'Español');
    expect(await screen.findByText('I fall asleep easily (es)')).toBeInTheDocument();
    expect(screen.getByTestId('question-progress')).toHaveTextContent('Pregunta 2 de 2');
    expect(screen.getByText('Nunca')).toBeInTheDocument();
    expect(screen.getByText('Language of the preview')).toBeInTheDocument();

    await user.click(screen.getByTestId('answer-5'));
    await user.click(screen.getByTestId('next-question'));
    expect(await screen.findByTestId('preview-finished')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Start again' })[0] as HTMLElement);
    expect(await screen.findByText('I wake up rested (es)')).toBeInTheDocument();
  });
});
