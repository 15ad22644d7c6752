// @vitest-environment happy-dom
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { EvaluationState, StudyState } from '@club-pulse/contracts/enums';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import adminEn from '@club-pulse/texts/locales/en/admin.json';
import coachEn from '@club-pulse/texts/locales/en/coach.json';
import playerEn from '@club-pulse/texts/locales/en/player.json';
import adminEs from '@club-pulse/texts/locales/es/admin.json';
import coachEs from '@club-pulse/texts/locales/es/coach.json';
import playerEs from '@club-pulse/texts/locales/es/player.json';
import adminCa from '@club-pulse/texts/locales/ca/admin.json';
import coachCa from '@club-pulse/texts/locales/ca/coach.json';
import playerCa from '@club-pulse/texts/locales/ca/player.json';
import adminDe from '@club-pulse/texts/locales/de/admin.json';
import coachDe from '@club-pulse/texts/locales/de/coach.json';
import playerDe from '@club-pulse/texts/locales/de/player.json';
import adminIt from '@club-pulse/texts/locales/it/admin.json';
import coachIt from '@club-pulse/texts/locales/it/coach.json';
import playerIt from '@club-pulse/texts/locales/it/player.json';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StudyStateBadge } from './study-state-badge.tsx';

const CATALOGUES: Record<string, Record<'admin' | 'coach' | 'player', { states: Record<string, string> }>> = {
  en: { admin: adminEn, coach: coachEn, player: playerEn },
  es: { admin: adminEs, coach: coachEs, player: playerEs },
  ca: { admin: adminCa, coach: coachCa, player: playerCa },
  de: { admin: adminDe, coach: coachDe, player: playerDe },
  it: { admin: adminIt, coach: coachIt, player: playerIt },
};
const catalogue = (language: string, ns: 'admin' | 'coach' | 'player') => {
  const c = CATALOGUES[language]?.[ns];
  if (!c) throw new Error(`no ${ns} catalogue in ${language}`);
  return c;
};

describe('one vocabulary of study states', () => {
  it.each(LANGUAGES)('names every study state alike for the coach and the admin in %s', (language) => {
    const coach = catalogue(language, 'coach').states;
    const admin = catalogue(language, 'admin').states;
    for (const state of StudyState.options) {
      expect(coach[state], `${language} ${state}`).toBeTruthy();
      expect(admin[state], `${language} ${state}`).toBe(coach[state]);
    }
    // An evaluation that its player has not started reads "not started" (product spec §4).
    expect(catalogue(language, 'player').states.open).toBeTruthy();
    for (const state of EvaluationState.options) expect(catalogue(language, 'player').states[state]).toBeTruthy();
  });

  it('the badge that the coach and admin screens share says the catalogue word', async () => {
    await changeLanguage('es');
    renderWithProviders(<StudyStateBadge state="open" />);
    expect(screen.getByTestId('study-state')).toHaveTextContent(catalogue('es', 'coach').states.open ?? 'x');
    expect(screen.getByTestId('study-state')).toHaveTextContent('Sin respuestas aún');
    await changeLanguage('en');
  });

  // The spec's "not started" for an open study read as "not begun" on a study two days past its start date: the
  // state stays `open`, its words say what it means to a coach, that nobody has answered yet (true before the
  // start date too, where "open" would not be).
  it.each([
    ['en', 'No answers yet'],
    ['es', 'Sin respuestas aún'],
    ['ca', 'Encara sense respostes'],
    ['de', 'Noch keine Antworten'],
    ['it', 'Ancora nessuna risposta'],
  ] as const)('an open study reads as having no answers yet in %s', async (language, words) => {
    await changeLanguage(language);
    renderWithProviders(<StudyStateBadge state="open" />);
    expect(screen.getByTestId('study-state')).toHaveTextContent(words);
    expect(screen.getByTestId('study-state')).toHaveAttribute('data-state', 'open');
    await changeLanguage('en');
  });
});
