// @vitest-environment happy-dom
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { CompliancePublisher } from './compliance-publisher.tsx';

type Published = ResponseOf<'post', '/api/admin/compliance'>;

const CURRENT = {
  category: 0,
  version: 3,
  publishedAt: '2026-01-10T10:00:00.000Z',
  contents: { en: '# Terms\n\nOne season.', es: '# Condiciones\n\nUna temporada.', ca: '', de: '', it: '' },
  membersToAccept: 41,
};

function renderPublisher(answer?: () => Published | Response, current: typeof CURRENT = CURRENT) {
  const published: Array<{ category: number; contents: Record<string, string>; changeSummary?: Record<string, string> }> = [];
  server.use(
    mockApi('get', '/api/admin/compliance/{category}', () => current, { category: 0 }),
    mockApi('post', '/api/admin/compliance', async ({ request }) => {
      const body = (await request.json()) as (typeof published)[number];
      published.push(body);
      if (answer) return answer();
      return { category: 0, version: 4, languages: [...LANGUAGES], publishedAt: new Date().toISOString(), membersToAccept: 42 };
    }),
  );
  const view = renderWithProviders(<CompliancePublisher category={0} />);
  return { published, user: userEvent.setup(), view };
}

const textbox = (language: string) => screen.findByRole('textbox', { name: new RegExp(`^Usage terms \\(${language}`) });
async function write(user: ReturnType<typeof userEvent.setup>, tab: string, text: string) {
  await user.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
  const box = await textbox(tab);
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

const LANGUAGE_NAMES = ['English', 'Español', 'Català', 'Deutsch', 'Italiano'];
/** Writes what changed in the confirmation, in the languages named. */
async function summarise(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, languages = LANGUAGE_NAMES) {
  for (const name of languages) {
    await user.click(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }));
    await user.paste(`What changed (${name})`);
  }
}

/** In the confirmation: what changed (every language), the word that the unchanged languages stay, then publish. */
async function confirm(user: ReturnType<typeof userEvent.setup>, version: number, dialog?: HTMLElement) {
  const box = dialog ?? (await screen.findByRole('dialog'));
  const within_ = within(box);
  await summarise(user, box);
  const unchanged = within_.queryByRole('checkbox', { name: /These languages need no change/ });
  if (unchanged) await user.click(unchanged);
  await user.click(within_.getByRole('button', { name: `Publish version ${version}` }));
}

beforeEach(() => sessionStorage.clear());

// The media queries of a test (mockMediaQueries) end with it.
afterEach(() => vi.restoreAllMocks());
describe('publishing a new version of the usage terms', () => {
  it('starts from the current texts, marks each language, and waits for every language before publishing', async () => {
    const { user } = renderPublisher();
    expect(await textbox('English')).toHaveValue('# Terms\n\nOne season.');
    expect(screen.getByTestId('compliance-marker-en')).toHaveTextContent('unchanged');
    expect(screen.getByTestId('compliance-marker-de')).toHaveTextContent('empty');
    const publish = screen.getByRole('button', { name: 'Publish version 4' });
    expect(publish).toBeDisabled();
    expect(screen.getByTestId('compliance-missing')).toHaveTextContent('Català, Deutsch, Italiano');

    await write(user, 'Català', '# Condicions');
    await write(user, 'Deutsch', '# Bedingungen');
    expect(publish).toBeDisabled();
    await write(user, 'Italiano', '# Condizioni');
    expect(screen.getByTestId('compliance-marker-it')).toHaveTextContent('written');
    expect(publish).toBeEnabled();
  });

  it('refuses to publish when no language changed', async () => {
    const complete = { ...CURRENT, contents: { ...CURRENT.contents, ca: '# Condicions', de: '# Bedingungen', it: '# Condizioni' } };
    const { user } = renderPublisher(undefined, complete);
    await textbox('English');
    const publish = screen.getByRole('button', { name: 'Publish version 4' });
    expect(publish).toBeDisabled();
    expect(screen.getByTestId('compliance-nothing-changed')).toBeInTheDocument();
    await write(user, 'Deutsch', '# Neue Bedingungen');
    expect(publish).toBeEnabled();
  });

  it('shows the preview as members read it and a line diff with + and − against the current version', async () => {
    const { user } = renderPublisher();
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    const preview = screen.getByTestId('compliance-preview');
    expect(within(preview).getByTestId('compliance-version')).toHaveTextContent('Version 4 (draft, not published yet)');
    expect(within(preview).getByTestId('compliance-version')).not.toHaveTextContent('published on');
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('Terms');
    await user.click(screen.getByRole('radio', { name: 'Changes' }));
    const diff = screen.getByTestId('compliance-diff');
    expect(diff.querySelector('ins')).toHaveTextContent('+ Two seasons.');
    expect(diff.querySelector('del')).toHaveTextContent('− One season.');
    expect(screen.getByTestId('compliance-diff-summary')).toHaveTextContent('Lines added: 1. Lines removed: 1.');
  });

  it('keeps the preview beside the text being written on a wide screen, and one tab away on a narrower one', async () => {
    mockMediaQueries((query) => query === '(min-width: 75em)');
    const { user } = renderPublisher();
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    const preview = screen.getByTestId('compliance-preview');
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('Terms');
    expect(screen.getByTestId('compliance-content-en')).toBeInTheDocument();
  });

  it('shows no preview beside the text on a narrower screen', async () => {
    mockMediaQueries(() => false);
    const { user } = renderPublisher();
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    expect(screen.queryByTestId('compliance-preview')).not.toBeInTheDocument();
  });

  it('confirms with the number of members from the server, then publishes every language at once', async () => {
    const { user, published } = renderPublisher();
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    for (const tab of ['Català', 'Deutsch', 'Italiano']) await write(user, tab, `# ${tab}`);
    await user.click(screen.getByRole('button', { name: 'Publish version 4' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('compliance-confirm-count')).toHaveTextContent('41 members will have to accept the new version again.');
    // Spanish was left as it was: named, and publishing waits for a summary and the admin's word.
    expect(within(dialog).getByTestId('compliance-unchanged-languages')).toHaveTextContent('Español: the same as version 3.');
    const go = within(dialog).getByRole('button', { name: 'Publish version 4' });
    expect(go).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: /^English/ }));
    await user.paste('Reports are kept two seasons.');
    await user.click(within(dialog).getByRole('textbox', { name: /^Español/ }));
    await user.paste('Los informes se guardan dos temporadas.');
    expect(go).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /These languages need no change/ }));
    expect(go).toBeEnabled();
    await summarise(user, dialog, ['Català', 'Deutsch', 'Italiano']);
    await user.click(go);
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]).toMatchObject({
      changeSummary: {
        en: 'Reports are kept two seasons.',
        es: 'Los informes se guardan dos temporadas.',
        ca: 'What changed (Català)',
        de: 'What changed (Deutsch)',
        it: 'What changed (Italiano)',
      },
    });
    expect(published[0]?.contents).toEqual({
      en: '# Terms\n\nTwo seasons.',
      es: '# Condiciones\n\nUna temporada.',
      ca: '# Català',
      de: '# Deutsch',
      it: '# Italiano',
    });
    expect(await screen.findByText('Version 4 has been published.')).toBeInTheDocument();
    expect(sessionStorage.getItem('cp.complianceDraft.0')).toBeNull();
  });

  it('asks what changed in every language: each one left empty is named under its field, and nothing is published', async () => {
    const { user, published } = renderPublisher();
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    for (const tab of ['Español', 'Català', 'Deutsch', 'Italiano']) await write(user, tab, `# ${tab}, two seasons`);
    await user.click(screen.getByRole('button', { name: 'Publish version 4' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of LANGUAGE_NAMES) expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeRequired();
    await summarise(user, dialog, ['English', 'Deutsch']);
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 4' }));
    for (const name of ['Español', 'Català', 'Italiano']) {
      const field = within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
      expect(field).toHaveAccessibleDescription('Say in a few words what changed, in this language.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(dialog).getByRole('textbox', { name: /^Deutsch/ })).not.toHaveAttribute('aria-invalid', 'true');
    // The keyboard goes to the first language still to write.
    expect(within(dialog).getByRole('textbox', { name: /^Español/ })).toHaveFocus();
    expect(published).toHaveLength(0);

    await summarise(user, dialog, ['Español', 'Català', 'Italiano']);
    expect(within(dialog).queryByText('Say in a few words what changed, in this language.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 4' }));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(Object.keys(published[0]?.changeSummary ?? {}).sort()).toEqual([...LANGUAGES].sort());
  });

  it("shows under its field each language's summary the server refused, in the admin's words", async () => {
    const { user } = renderPublisher(() =>
      HttpResponse.json(
        {
          errors: [
            { code: 'ValidationError', message: 'Say in a few words what changed, in this language', field: 'changeSummary.ca' },
            { code: 'ValidationError', message: 'The value is too long', field: 'changeSummary.it' },
          ],
        },
        { status: 400 },
      ),
    );
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    for (const tab of ['Español', 'Català', 'Deutsch', 'Italiano']) await write(user, tab, `# ${tab}, two seasons`);
    await user.click(screen.getByRole('button', { name: 'Publish version 4' }));
    const dialog = await screen.findByRole('dialog');
    await confirm(user, 4, dialog);
    // The dialog stays open, with each error under its language.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Català/ })).toHaveAccessibleDescription(
        'Say in a few words what changed, in this language.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: /^Italiano/ })).toHaveAccessibleDescription('The value is too long');
    expect(within(dialog).getByRole('textbox', { name: /^English/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the version number out of the text: the draft and its preview never name two versions', async () => {
    const { user } = renderPublisher();
    // The current text, as the server gives it, has no version line: the draft starts without one.
    expect(await textbox('English')).toHaveValue('# Terms\n\nOne season.');
    expect(screen.queryByTestId('compliance-version-line')).toBeNull();
    // A version line typed (or pasted from an older copy) is left out of the preview, which states the next number.
    await write(user, 'English', '# Terms\n\nVersion 1\n\nTwo seasons.');
    expect(screen.getByTestId('compliance-version-line')).toHaveTextContent('Lines that only state a version are left out on publishing');
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    const preview = screen.getByTestId('compliance-preview');
    expect(within(preview).getByTestId('compliance-version')).toHaveTextContent('Version 4 (draft, not published yet)');
    expect(within(preview).getByTestId('compliance-text')).toHaveTextContent('Two seasons.');
    expect(within(preview).getByTestId('compliance-text')).not.toHaveTextContent(/Version/);
    expect(preview.textContent?.match(/Version \d+/g)).toEqual(['Version 4']);
  });

  it('keeps the draft across a reload, and shows the languages the server refused', async () => {
    const first = renderPublisher();
    await write(first.user, 'Deutsch', '# Entwurf');
    first.view.unmount();

    const { user } = renderPublisher(() =>
      HttpResponse.json({ errors: [{ code: 'ValidationError', message: 'The field is required', field: 'contents.it' }] }, { status: 400 }),
    );
    await user.click(await screen.findByRole('tab', { name: /^Deutsch/ }));
    expect(await textbox('Deutsch')).toHaveValue('# Entwurf');
    for (const tab of ['Català', 'Italiano']) await write(user, tab, `# ${tab}`);
    await user.click(screen.getByRole('button', { name: 'Publish version 4' }));
    await confirm(user, 4);
    expect(await screen.findByTestId('compliance-marker-it')).toHaveTextContent('missing');
    await user.click(screen.getByRole('tab', { name: /^Italiano/ }));
    expect(await screen.findByText('Write the text in this language.')).toBeInTheDocument();
  });
});

describe('when another admin publishes while this one writes', () => {
  const THEIRS = {
    ...CURRENT,
    version: 4,
    contents: { ...CURRENT.contents, en: '# Terms\n\nOne season, by Ana.', ca: '# Ca', de: '# De', it: '# It' },
  };

  /** The server's current version can move on during the test; publications are recorded, with their answers. */
  function renderRace(answers: Array<() => Published | Response> = [], initial: typeof CURRENT = CURRENT) {
    const state = { current: initial };
    const published: Array<{ contents: Record<string, string>; basedOnVersion?: number | null }> = [];
    server.use(
      mockApi('get', '/api/admin/compliance/{category}', () => state.current, { category: 0 }),
      mockApi('post', '/api/admin/compliance', async ({ request }) => {
        published.push((await request.json()) as (typeof published)[number]);
        const answer = answers.shift();
        if (answer) return answer();
        return { category: 0, version: 5, languages: [...LANGUAGES], publishedAt: new Date().toISOString(), membersToAccept: 42 };
      }),
    );
    const view = renderWithProviders(<CompliancePublisher category={0} />);
    return { state, published, user: userEvent.setup(), view };
  }
  const mine = async (user: ReturnType<typeof userEvent.setup>) => {
    await write(user, 'English', '# Terms\n\nTwo seasons.');
    for (const tab of ['Català', 'Deutsch', 'Italiano']) await write(user, tab, `# Mine ${tab}`);
  };

  it('keeps the texts when the confirmation finds a newer version, and publishes only after comparing, based on it', async () => {
    const { state, published, user } = renderRace();
    await mine(user);
    state.current = THEIRS;
    await user.click(screen.getByRole('button', { name: 'Publish version 4' }));
    const alert = await screen.findByTestId('compliance-version-changed');
    expect(alert).toHaveTextContent('Version 4 was published meanwhile');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Publish version 5' })).toBeDisabled();
    expect(published).toHaveLength(0);
    // The keyboard is taken to the way forward: the publish button it came from is off.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Compare with version 4' })).toHaveFocus());

    await user.click(within(alert).getByRole('button', { name: 'Compare with version 4' }));
    expect(screen.queryByTestId('compliance-version-changed')).toBeNull();
    // The diff is now against their version: their English line against mine.
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    const diff = await screen.findByTestId('compliance-diff');
    expect(diff).toHaveTextContent('One season, by Ana.');
    expect(diff).toHaveTextContent('Two seasons.');
    await user.click(screen.getByRole('button', { name: 'Publish version 5' }));
    await confirm(user, 5);
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]).toMatchObject({ basedOnVersion: 4, contents: { en: '# Terms\n\nTwo seasons.', ca: '# Mine Català' } });
  });

  it('keeps the texts when the server refuses them as written against an older version (409), and asks to compare', async () => {
    const { state, published, user } = renderRace([
      () => {
        state.current = THEIRS;
        return HttpResponse.json({ errors: [{ code: 'ComplianceVersionChanged', message: 'x' }] }, { status: 409 });
      },
    ]);
    await mine(user);
    await user.click(screen.getByRole('button', { name: 'Publish version 4' }));
    await confirm(user, 4);
    expect(await screen.findByTestId('compliance-version-changed')).toHaveTextContent('Version 4 was published meanwhile');
    expect(await screen.findByText(/Another version was published while you were writing/)).toBeInTheDocument();
    expect(published[0]?.basedOnVersion).toBe(3);
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    await user.click(screen.getByRole('radio', { name: 'Edit' }));
    expect(await textbox('English')).toHaveValue('# Terms\n\nTwo seasons.');
  });

  it('brings back a draft of an older version after a reload, and has it compared with the new one first', async () => {
    const first = renderRace();
    await mine(first.user);
    first.view.unmount();
    queryClient.clear(); // a reload starts with nothing cached
    const { user } = renderRace([], THEIRS);
    expect(await screen.findByTestId('compliance-version-changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish version 5' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: /^Deutsch/ }));
    expect(await textbox('Deutsch')).toHaveValue('# Mine Deutsch');
  });
});
