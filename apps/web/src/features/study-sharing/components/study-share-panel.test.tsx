// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from '../../../lib/dates.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { StudySharePanel } from './study-share-panel.tsx';

const ORIGIN = 'https://club.example';
const study = (o: Partial<ManagerStudy> = {}): ManagerStudy => ({
  id: 41,
  description: 'Winter check-in',
  state: 'open',
  quizId: 3,
  quiz: 'Wellbeing',
  hasKeyTermSummary: true,
  isAnswered: false,
  playerAnswers: 0,
  playersInvited: 12,
  club: 'CF Montjuïc',
  clubId: 1,
  studyGroupId: 7,
  studyGroup: 'Primer Equip',
  startDate: todayIso(),
  dueDate: addDays(todayIso(), 30),
  token: 'abcdefghijklmnopqrstuv',
  ...o,
});
const LINK = `${ORIGIN}/register?studyToken=abcdefghijklmnopqrstuv`;

function setShareSheet(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}
/** The server's PUBLIC_URL as the client's configuration hands it out (null: none set). */
const configured = vi.hoisted(() => ({ publicUrl: null as string | null }));
vi.mock('../../../lib/config.ts', async (original) => {
  const actual = await original<typeof import('../../../lib/config.ts')>();
  return { ...actual, publicOrigin: () => configured.publicUrl ?? window.location.origin };
});
afterEach(() => {
  setShareSheet(undefined);
  configured.publicUrl = null;
});

describe('the share panel of a running study', () => {
  it('shows the registration link, its QR code, the poster and the invitations', () => {
    renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    expect(screen.getByTestId('share-panel')).toHaveAttribute('data-shareable', 'true');
    expect(screen.getByTestId('share-link')).toHaveValue(LINK);
    expect(screen.getByRole('img', { name: 'QR code of the registration link of Winter check-in' })).toBeInTheDocument();
    expect(screen.getByTestId('share-member-link')).toHaveTextContent(`${ORIGIN}/home?studyToken=abcdefghijklmnopqrstuv`);
    expect(screen.getByRole('button', { name: 'Download poster (PDF)' })).toBeEnabled();
    expect(screen.getByTestId('invite-emails')).toBeEnabled();
    expect(screen.queryByTestId('share-disabled')).toBeNull();
  });

  it("links to the server's PUBLIC_URL, as the poster does, not to the address the coach opened", () => {
    configured.publicUrl = 'https://pulse.club.example';
    renderWithProviders(<StudySharePanel study={study()} />);
    expect(screen.getByTestId('share-link')).toHaveValue('https://pulse.club.example/register?studyToken=abcdefghijklmnopqrstuv');
    expect(screen.getByTestId('share-member-link')).toHaveTextContent('https://pulse.club.example/home?studyToken=abcdefghijklmnopqrstuv');
  });

  it('links to the address the coach opened when the server has no PUBLIC_URL', () => {
    renderWithProviders(<StudySharePanel study={study()} />);
    expect(screen.getByTestId('share-link')).toHaveValue(`${window.location.origin}/register?studyToken=abcdefghijklmnopqrstuv`);
  });

  it('offers the system share sheet only where the device has one, with the link', async () => {
    const { unmount } = renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    expect(screen.queryByTestId('share-sheet')).toBeNull();
    unmount();

    const share = vi.fn(async () => {});
    setShareSheet(share);
    renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Winter check-in',
      text: 'CF Montjuïc (Primer Equip): join "Winter check-in" on Club Pulse',
      url: LINK,
    });
  });

  it('downloads the poster in the chosen language', async () => {
    const asked: string[] = [];
    server.use(
      mockApi(
        'get',
        '/api/manager/study/{id}/poster',
        ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('language') ?? '');
          return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="poster.pdf"' },
          });
        },
        { id: 41 },
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:poster');
    URL.revokeObjectURL = vi.fn();
    await changeLanguage('de');
    renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    // The interface's language is chosen at first.
    await userEvent.click(screen.getByRole('button', { name: 'Aushang herunterladen (PDF)' }));
    await screen.findByText('Der Aushang wurde heruntergeladen.');
    expect(asked).toEqual(['de']);
  });
});

describe('inviting by email in the panel', () => {
  it('lists what is not an address and sends nothing while there is any', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi(
        'post',
        '/api/manager/study/{id}/invite',
        async ({ request }) => {
          bodies.push(await request.json());
          return { sent: 2, duplicates: 0 };
        },
        { id: 41 },
      ),
    );
    renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    const textarea = screen.getByTestId('invite-emails');
    fireEvent.change(textarea, { target: { value: 'ana@example.com; nope\nANA@example.com, bo@example.com' } });
    expect(screen.getByTestId('invite-invalid')).toHaveTextContent('nope');
    expect(screen.getByText('This is not an email address: fix or remove it to send.')).toBeInTheDocument();
    expect(screen.getByTestId('invite-summary')).toHaveTextContent('2 addresses ready. 1 repeated address left out.');
    expect(screen.getByTestId('invite-send')).toBeDisabled();

    fireEvent.change(textarea, { target: { value: 'ana@example.com\nANA@example.com, bo@example.com' } });
    expect(screen.queryByTestId('invite-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    await screen.findByText('2 invitations sent.');
    expect(bodies).toEqual([{ emails: ['ana@example.com', 'bo@example.com'] }]);
    await waitFor(() => expect(textarea).toHaveValue(''));
  });

  it('reads the addresses of a CSV file in the browser, leaving out its other cells', async () => {
    renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['name,email\nAna,ana@example.com\nBo,bo@example.com\n'], 'players.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(screen.getByTestId('invite-emails')).toHaveValue('ana@example.com\nbo@example.com'));
    expect(screen.getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled();
  });
});

describe('the share panel of a study nobody can join', () => {
  it.each([
    ['closed', study({ state: 'closed' }), 'This study is closed'],
    ['finished', study({ state: 'finished', startDate: addDays(todayIso(), -30), dueDate: addDays(todayIso(), -1) }), 'This study has finished'],
    // Open in the database but past its due date: finished as people see it.
    ['finished', study({ state: 'open', startDate: addDays(todayIso(), -30), dueDate: addDays(todayIso(), -1) }), 'This study has finished'],
  ] as const)('says why (%s) and offers only a copy with new dates', (reason, s, text) => {
    setShareSheet(vi.fn());
    renderWithProviders(<StudySharePanel study={s} origin={ORIGIN} />);
    expect(screen.getByTestId('share-panel')).toHaveAttribute('data-shareable', 'false');
    expect(screen.getByTestId('share-disabled')).toHaveAttribute('data-reason', reason);
    expect(screen.getByTestId('share-disabled')).toHaveTextContent(text);
    expect(screen.getByTestId('share-link')).toBeDisabled();
    for (const id of ['share-copy', 'share-sheet', 'share-qr', 'share-poster', 'invite-emails', 'invite-send'])
      expect(screen.queryByTestId(id), id).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate with new dates' })).toBeEnabled();
  });

  it('duplicates the study with the dates the coach chose', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi(
        'post',
        '/api/manager/study/{id}/duplicate',
        async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json(study({ id: 42, description: 'Spring check-in' }), { status: 201 });
        },
        { id: 41 },
      ),
    );
    const onDuplicated = vi.fn();
    renderWithProviders(<StudySharePanel study={study({ state: 'closed' })} origin={ORIGIN} onDuplicated={onDuplicated} />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate with new dates' }));
    const description = await screen.findByTestId('duplicate-description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Spring check-in');
    fireEvent.change(screen.getByTestId('duplicate-start-date'), { target: { value: addDays(todayIso(), 1) } });
    fireEvent.change(screen.getByTestId('duplicate-due-date'), { target: { value: addDays(todayIso(), 20) } });
    await userEvent.click(screen.getByRole('button', { name: 'Create the copy' }));
    await waitFor(() => expect(onDuplicated).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })));
    expect(bodies).toEqual([{ description: 'Spring check-in', startDate: addDays(todayIso(), 1), dueDate: addDays(todayIso(), 20) }]);
  });

  it('says, before a copy of a study still running is made, that the team would have the questionnaire twice', async () => {
    const { unmount } = renderWithProviders(<StudySharePanel study={study()} origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate with new dates' }));
    const warning = await screen.findByTestId('duplicate-still-running');
    expect(warning).toHaveTextContent('“Winter check-in” is still running, until');
    expect(warning).toHaveTextContent('each member of the team has the same questionnaire twice');
    unmount();
    // A closed study's copy replaces it: nothing to warn about.
    renderWithProviders(<StudySharePanel study={study({ state: 'closed' })} origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate with new dates' }));
    await screen.findByTestId('duplicate-description');
    expect(screen.queryByTestId('duplicate-still-running')).toBeNull();
  });

  it('refuses a copy whose due date is not after its start date, without calling the server', async () => {
    renderWithProviders(<StudySharePanel study={study({ state: 'closed' })} origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate with new dates' }));
    fireEvent.change(await screen.findByTestId('duplicate-start-date'), { target: { value: addDays(todayIso(), 5) } });
    fireEvent.change(screen.getByTestId('duplicate-due-date'), { target: { value: addDays(todayIso(), 5) } });
    await userEvent.click(screen.getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByText('The due date must be after the start date')).toBeInTheDocument();
  });
});
