// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { buildToken } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { API, server } from '../../../testing/server.ts';
import { GroupReportDownloads, OwnReportDownload } from './report-downloads.tsx';

const token = buildToken();
/** The files the page handed to the browser: the name of each link clicked to download. */
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  authStore.setToken(token);
});
afterEach(() => vi.restoreAllMocks());

describe('the report downloads', () => {
  it("fetch the coach's group report as PDF and CSV with the session, in the screen's language, under the server's name", async () => {
    const calls: { url: string; auth: string | null }[] = [];
    server.use(
      mock.get(`${API}/api/manager/study/7/report/export`, ({ request }) => {
        calls.push({ url: request.url, auth: request.headers.get('authorization') });
        const format = new URL(request.url).searchParams.get('format');
        return new HttpResponse(format === 'pdf' ? '%PDF-1.3' : 'a,b', {
          headers: {
            'content-type': format === 'pdf' ? 'application/pdf' : 'text/csv',
            'content-disposition': `attachment; filename="report-7.${format}"`,
          },
        });
      }),
    );
    renderWithProviders(<GroupReportDownloads area="manager" studyId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the report as PDF' }));
    await waitFor(() => expect(saved).toEqual(['report-7.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'Download the players table as CSV' }));
    await waitFor(() => expect(saved).toEqual(['report-7.pdf', 'report-7.csv']));
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?format=pdf&lang=en', '?format=csv&lang=en']);
    expect(calls.every((c) => c.auth === `Bearer ${token}`)).toBe(true);
    // Without a key-term summary in the study's quiz, there is no file of it to offer.
    expect(screen.queryByRole('button', { name: 'Download the key-term summary as CSV' })).toBeNull();
  });

  it('offer the key-term summary as a CSV file of its own, beside the players table', async () => {
    const asked: string[] = [];
    server.use(
      mock.get(`${API}/api/admin/study/9/report/export`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('a;b', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="club-pulse-key-terms-x.csv"' },
        });
      }),
    );
    renderWithProviders(<GroupReportDownloads area="admin" studyId={9} keyTerms />);
    const button = await screen.findByRole('button', { name: 'Download the key-term summary as CSV' });
    expect(button.textContent).toBe('CSV (key terms)');
    expect(screen.getByRole('button', { name: 'Download the players table as CSV' })).toBeTruthy();
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['club-pulse-key-terms-x.csv']));
    expect(asked).toEqual(['?format=csv&table=keyTerms&lang=en']);
  });

  it('say once that a download failed, with the reason, and save nothing', async () => {
    server.use(
      mock.get(`${API}/api/admin/study/7/report/export`, () =>
        HttpResponse.json({ errors: [{ code: 'Forbidden', message: 'Forbidden' }] }, { status: 403 }),
      ),
    );
    renderWithProviders(<GroupReportDownloads area="admin" studyId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the report as PDF' }));
    expect(await screen.findAllByText(/The download failed/)).toHaveLength(1);
    expect(saved).toEqual([]);
  });

  it("fetch a player's own report as PDF", async () => {
    server.use(
      mock.get(`${API}/api/evaluation/42/report/export`, () => new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })),
    );
    renderWithProviders(<OwnReportDownload evaluationId={42} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the report as PDF' }));
    // No name from the server: a name of our own.
    await waitFor(() => expect(saved).toEqual(['club-pulse-my-report-42.pdf']));
  });
});
