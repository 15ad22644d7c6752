// @vitest-environment happy-dom
import { LANGUAGES } from '@club-pulse/contracts/constants';
import type { IndividualReport } from '@club-pulse/contracts/reports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../testing/render.tsx';
import { IndividualReportView } from './individual-report-view.tsx';

/** The report in a router: it links to the player's support page. */
const show = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

const report: IndividualReport = {
  evaluationId: 9,
  study: 'Spring check-in',
  club: 'CE Sants',
  team: 'U16 A',
  quiz: 'Wellbeing',
  finishedAt: '2026-03-01T10:00:00.000Z',
  timeZone: 'Europe/Madrid',
  coefficient: 62.5,
  needLevel: 'high',
  lowConfidence: true,
  keyTerms: [{ code: 'sleep', name: 'Sleep', score: 62.5, themeLevel: 'danger', answered: 2, notApplicable: 0 }],
  answerRetention: { deleteOn: '2028-03-31', deletedAt: null },
};

describe('the individual report', () => {
  it('speaks to the player about their own results', async () => {
    await changeLanguage('en');
    show(<IndividualReportView report={report} />);
    expect(screen.getByText('Your results by topic')).toBeInTheDocument();
    expect(screen.queryByText(/Júlia Ferrer/)).toBeNull();
    // From any result, the player's way to the club's contacts and the helplines (an admin reading it has none).
    expect(screen.getByTestId('report-get-support')).toHaveAttribute('href', '/get-support');
    // The quiz's name is the admins' word, which players never see.
    expect(screen.getByTestId('report-meta')).toHaveTextContent('Spring check-in · CE Sants');
    expect(screen.getByTestId('report-meta')).not.toHaveTextContent(report.quiz);
  });

  it('names the player, the club and the study for an admin, and speaks about the player, not to them', async () => {
    await changeLanguage('en');
    show(<IndividualReportView report={report} subject="Júlia Ferrer" />);
    expect(screen.getByText('Results of Júlia Ferrer by topic')).toBeInTheDocument();
    expect(screen.getByTestId('report-meta')).toHaveTextContent(`Spring check-in · CE Sants`);
    expect(screen.getByTestId('report-meta')).toHaveTextContent(report.quiz);
    expect(screen.queryByTestId('report-get-support')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-recommendation')).toHaveTextContent('The club should talk with Júlia Ferrer soon');
    expect(screen.getByTestId('report-low-confidence')).toHaveTextContent('the answers of Júlia Ferrer');
    expect(screen.getByTestId('individual-report').textContent).not.toMatch(/\byour\b/i);
  });

  it("writes the finishing day in the club's time zone, as the PDF does, not in the browser's", async () => {
    await changeLanguage('en');
    // 22:30 UTC on 16 May is 00:30 on 17 May in Madrid: the day depends on the zone, and the club's decides.
    const late = { ...report, finishedAt: '2026-05-16T22:30:00.000Z' };
    const { unmount } = show(<IndividualReportView report={{ ...late, timeZone: 'Europe/Madrid' }} />);
    expect(screen.getByTestId('report-meta')).toHaveTextContent('17 May 2026');
    unmount();
    show(<IndividualReportView report={{ ...late, timeZone: 'UTC' }} />);
    expect(screen.getByTestId('report-meta')).toHaveTextContent('16 May 2026');
  });

  it('is worded for the admin in the other languages too', async () => {
    await changeLanguage('ca');
    show(<IndividualReportView report={report} subject="Júlia Ferrer" />);
    expect(screen.getByText('Resultats de Júlia Ferrer per tema')).toBeInTheDocument();
    // Not "no necessites suport" (to the player): about the player.
    expect(screen.getByText('De 0 (no necessita suport) a 100 (necessita molt de suport).')).toBeInTheDocument();
    await changeLanguage('en');
  });

  it.each(LANGUAGES)('explains in %s, beside the topics, why a topic and the overall result read on different scales', async (lang) => {
    await changeLanguage(lang);
    show(<IndividualReportView report={report} />);
    // The counts come from the contracts' bands: five topic levels, four overall levels.
    const note = screen.getByTestId('report-scales-note');
    expect(note).toHaveTextContent(/\b5\b/);
    expect(note).toHaveTextContent(/\b4\b/);
    expect(note.textContent).not.toMatch(/{{/);
    await changeLanguage('en');
  });

  it('draws a moderate result in the yellow of its level, with its name written', async () => {
    await changeLanguage('en');
    show(<IndividualReportView report={{ ...report, coefficient: 30, needLevel: 'moderate' }} />);
    const level = screen.getByTestId('report-need-level');
    expect(level).toHaveTextContent('Moderate');
    expect(level.innerHTML).toContain('--mantine-color-yellow-6');
  });

  it('says when the answers will be deleted', async () => {
    await changeLanguage('en');
    show(<IndividualReportView report={report} />);
    expect(screen.getByTestId('answer-retention')).toHaveTextContent(/Answers will be deleted on 31 Mar 2028/);
    expect(screen.queryByTestId('report-answers-deleted')).toBeNull();
  });

  it('once the answers are deleted, says on which day, keeps the overall result and shows no results by topic', async () => {
    await changeLanguage('de');
    const deleted: IndividualReport = {
      ...report,
      lowConfidence: false,
      keyTerms: [],
      answerRetention: { deleteOn: '2028-04-02', deletedAt: '2028-04-02T10:23:00.000Z' },
    };
    show(<IndividualReportView report={deleted} />);
    expect(screen.getByTestId('report-answers-deleted')).toHaveTextContent('am 02.04.2028 gelöscht');
    expect(screen.getByTestId('report-coefficient-value')).toHaveTextContent('62,5');
    expect(screen.queryByTestId('key-terms-map')).toBeNull();
  });
});
