// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { CaseStatsCard } from './case-stats-card.tsx';

describe("the admin's follow-up case figures", () => {
  it("writes the median hours as the reader's language writes numbers", async () => {
    await changeLanguage('it');
    server.use(
      mockApi('get', '/api/admin/cases/stats', () => [
        { clubId: 3, club: 'CF Montjuïc', open: 4, medianHoursToFirstAction: 182.5, pastEscalation: 1 },
        { clubId: 4, club: 'CE Sants', open: 0, medianHoursToFirstAction: null, pastEscalation: 0 },
      ]),
    );
    renderWithProviders(<CaseStatsCard />);
    const [first, second] = await screen.findAllByTestId('case-stats-row');
    expect(within(first as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(/^182,5 h$/);
    expect(within(second as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(/^–$/);
  });
});
