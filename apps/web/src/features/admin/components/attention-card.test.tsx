// @vitest-environment happy-dom
import type { AdminAttention } from '@club-pulse/contracts/admin';
import type { ClubCaseStats } from '@club-pulse/contracts/cases';
import { CASE_ESCALATION_HOURS, QUIET_STUDY_DAYS, RENEWAL_SOON_DAYS } from '@club-pulse/contracts/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { buildQuietStudy, buildSummary } from './admin-test-data.ts';
import { AttentionCard } from './attention-card.tsx';

const ACCOUNTS = '/admin/accounts?active=true&sort=renewalDate&dir=asc';
const spring = buildQuietStudy({
  id: 11,
  name: 'Spring check',
  clubId: 3,
  clubName: 'CF Montjuïc',
  studyGroupId: 9,
  studyGroupName: 'Cadet Femení',
  startDate: '2026-11-12',
});
const autumn = buildQuietStudy({
  id: 12,
  name: 'Autumn check',
  clubId: 4,
  clubName: 'CE Sants',
  studyGroupId: 6,
  studyGroupName: 'U16',
  startDate: '2026-11-14',
});

async function renderCard(attention: Partial<AdminAttention>, caseStats: ClubCaseStats[] = []) {
  server.use(
    mockApi('get', '/api/admin/summary', () => buildSummary({ attention })),
    mockApi('get', '/api/admin/cases/stats', () => caseStats),
  );
  renderRoutes([{ path: '/admin', Component: AttentionCard }], '/admin');
  return screen.findByTestId('attention-card');
}

describe('the admin home’s "needs your attention"', () => {
  it('links each account line to the accounts by renewal date and each quiet study to its study group’s studies', async () => {
    const card = await renderCard({ accountsPastRenewal: 3, accountsRenewingSoon: 1, quietStudies: [spring, autumn], quietStudiesTotal: 2 });
    expect(within(card).getByRole('heading', { level: 2, name: 'Needs your attention' })).toBeInTheDocument();

    const past = screen.getByTestId('attention-accounts-past');
    expect(past).toHaveTextContent('3 accounts are past their renewal date: their clubs get no new studies or members');
    expect(past).toHaveAttribute('href', ACCOUNTS);
    const soon = screen.getByTestId('attention-accounts-soon');
    expect(soon).toHaveTextContent(`1 account renews in the next ${RENEWAL_SOON_DAYS} days`);
    expect(soon).toHaveAttribute('href', ACCOUNTS);

    expect(screen.getByText(`Studies open for ${QUIET_STUDY_DAYS} days or more that nobody has finished answering:`)).toBeInTheDocument();
    const studies = screen.getAllByTestId('attention-study');
    expect(studies.map((s) => s.textContent)).toEqual([
      'Spring check · CF Montjuïc · Cadet Femení: open since 12 November 2026, no finished answers yet',
      'Autumn check · CE Sants · U16: open since 14 November 2026, no finished answers yet',
    ]);
    expect(studies.map((s) => s.getAttribute('href'))).toEqual(['/admin/clubs/3/studygroups/9/studies', '/admin/clubs/4/studygroups/6/studies']);
    expect(screen.queryByTestId('attention-more')).toBeNull();
    expect(screen.queryByTestId('attention-none')).toBeNull();
  });

  it('is reached with the keyboard, one link after the other', async () => {
    await renderCard({ accountsPastRenewal: 1, quietStudies: [spring], quietStudiesTotal: 1 });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByTestId('attention-accounts-past')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('attention-study')).toHaveFocus();
  });

  it('says only what is there, in the singular for one, and counts the quiet studies it does not name', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => buildQuietStudy({ id }));
    await renderCard({ accountsPastRenewal: 1, quietStudies: five, quietStudiesTotal: 8 });
    expect(screen.getByTestId('attention-accounts-past')).toHaveTextContent(
      '1 account is past its renewal date: its clubs get no new studies or members',
    );
    expect(screen.queryByTestId('attention-accounts-soon')).toBeNull();
    expect(screen.getAllByTestId('attention-study')).toHaveLength(5);
    expect(screen.getByTestId('attention-more')).toHaveTextContent('and 3 more studies');
  });

  it('counts one quiet study it does not name in the singular', async () => {
    await renderCard({ quietStudies: [1, 2, 3, 4, 5].map((id) => buildQuietStudy({ id })), quietStudiesTotal: 6 });
    expect(screen.getByTestId('attention-more')).toHaveTextContent('and 1 more study');
    expect(screen.queryByTestId('attention-accounts-past')).toBeNull();
  });

  it('keeps its place with one calm line when nothing needs attention', async () => {
    const card = await renderCard({});
    expect(screen.getByTestId('attention-none')).toHaveTextContent('Nothing needs your attention');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByTestId('attention-more')).toBeNull();
  });

  it('speaks the admin’s language, plurals and dates included', async () => {
    await changeLanguage('ca');
    // The date as the locale's data writes it (Catalan's "de"/"del" before the year varies with the ICU version).
    await renderCard({ accountsPastRenewal: 2, accountsRenewingSoon: 4, quietStudies: [spring], quietStudiesTotal: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'Requereix la teva atenció' })).toBeInTheDocument();
    expect(screen.getByTestId('attention-accounts-past')).toHaveTextContent(
      '2 comptes tenen la renovació vençuda: els seus clubs no reben estudis ni membres nous',
    );
    expect(screen.getByTestId('attention-accounts-soon')).toHaveTextContent(`4 comptes es renoven en els propers ${RENEWAL_SOON_DAYS} dies`);
    expect(screen.getByTestId('attention-study')).toHaveTextContent(
      `Spring check · CF Montjuïc · Cadet Femení: obert des del ${formatDate('2026-11-12', 'ca', 'long')}, encara sense respostes acabades`,
    );
  });

  it('names the clubs whose follow-up cases wait past the escalation delay, a link to their figures', async () => {
    await changeLanguage('en');
    const club = (clubId: number, name: string, pastEscalation: number): ClubCaseStats => ({
      clubId,
      club: name,
      open: pastEscalation + 1,
      medianHoursToFirstAction: null,
      pastEscalation,
    });
    await renderCard({}, [club(3, 'CF Montjuïc', 6), club(4, 'CE Sants', 0), club(5, 'SV Isar', 1)]);
    const lines = await screen.findAllByTestId('attention-cases');
    expect(lines.map((l) => l.textContent)).toEqual([
      `CF Montjuïc: 6 follow-up cases with no action for more than ${CASE_ESCALATION_HOURS} hours`,
      `SV Isar: 1 follow-up case with no action for more than ${CASE_ESCALATION_HOURS} hours`,
    ]);
    for (const line of lines) expect(line).toHaveAttribute('href', '#case-stats');
    expect(screen.queryByTestId('attention-none')).toBeNull();
  });
});
