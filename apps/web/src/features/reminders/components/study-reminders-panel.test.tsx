// @vitest-environment happy-dom
import type { StudyRemindersResponse } from '@club-pulse/contracts/reminders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { StudyRemindersPanel } from './study-reminders-panel.tsx';

const READY: StudyRemindersResponse = {
  studyId: 5,
  unfinished: 3,
  lastSentOn: null,
  nextPossibleOn: '2031-04-05',
  canSendNow: true,
  acceptsAnswers: true,
};

function renderPanel(state: StudyRemindersResponse, answer: () => ResponseOf<'post', '/api/manager/study/{id}/remind'> | Response) {
  let posts = 0;
  server.use(
    mockApi('get', '/api/manager/study/{id}/reminders', () => state, { id: 5 }),
    mockApi(
      'post',
      '/api/manager/study/{id}/remind',
      () => {
        posts++;
        return answer();
      },
      { id: 5 },
    ),
  );
  renderWithProviders(<StudyRemindersPanel studyId={5} />);
  return { posts: () => posts };
}

describe("the coach's reminder button", () => {
  it('sends the reminder once, then shows the once-a-day state with the next possible day', async () => {
    const after = {
      ...READY,
      sent: 3,
      skipped: { finished: 0, mailedToday: 0, dailyLimit: 0, disabled: 0 },
      lastSentOn: '2031-04-05',
      nextPossibleOn: '2031-04-06',
      canSendNow: false,
    };
    const { posts } = renderPanel(READY, () => after);
    expect(await screen.findByTestId('study-reminders-status')).toHaveTextContent('3 members have not finished yet.');
    await userEvent.click(screen.getByTestId('send-reminders'));
    await waitFor(() =>
      expect(screen.getByTestId('study-reminders-status')).toHaveTextContent(/A reminder was sent today\. The next one is possible on/),
    );
    expect(screen.getByTestId('send-reminders')).toBeDisabled();
    expect(await screen.findByText('Reminder sent to 3 members.')).toBeInTheDocument();
    expect(posts()).toBe(1);
  });

  it('says who a reminder that reached nobody left out and why, and keeps the button for later', async () => {
    const after = { ...READY, sent: 0, skipped: { finished: 2, mailedToday: 1, dailyLimit: 3, disabled: 0 } };
    renderPanel(READY, () => after);
    await userEvent.click(await screen.findByTestId('send-reminders'));
    expect(
      await screen.findByText(
        "Nobody was reminded, and today's reminder is still unused. Left out: 2 have finished; 1 already got a mail about this study today; 3 already got 2 study mails today.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('send-reminders')).toBeEnabled();
  });

  it('is disabled when a reminder already went today, or the study takes no answers', async () => {
    renderPanel({ ...READY, canSendNow: false, lastSentOn: '2031-04-05', nextPossibleOn: '2031-04-06' }, () => ({
      ...READY,
      sent: 0,
      skipped: { finished: 0, mailedToday: 0, dailyLimit: 0, disabled: 0 },
    }));
    expect(await screen.findByTestId('send-reminders')).toBeDisabled();
    expect(screen.getByText(/Last reminder sent on/)).toBeInTheDocument();
  });

  it('says why when the server refuses (already sent by another coach)', async () => {
    renderPanel(READY, () => HttpResponse.json({ errors: [{ code: 'ReminderAlreadySentToday', message: 'already' }] }, { status: 409 }));
    await userEvent.click(await screen.findByTestId('send-reminders'));
    expect(await screen.findByText(/The reminder could not be sent\. A reminder for this study was already sent today/)).toBeInTheDocument();
  });
});
