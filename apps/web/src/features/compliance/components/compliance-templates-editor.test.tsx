// @vitest-environment happy-dom
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { ComplianceTemplatesEditor } from './compliance-templates-editor.tsx';

const each = (text: (lang: Language) => string): Record<Language, string> => ({
  en: text('en'),
  es: text('es'),
  ca: text('ca'),
  de: text('de'),
  it: text('it'),
});
const TEMPLATES = {
  usageTerms: each((l) => `# Terms ${l}\n\nQuestions: {{organisation}}, {{contactEmail}}.`),
  privacyPolicy: each((l) => `# Privacy ${l}\n\nThe controller is **{{organisation}}**. Contact: {{contactEmail}}.`),
};

function renderEditor({ republishing = false } = {}) {
  const published: Array<{ category: number; contents: Record<string, string>; changeSummary?: Record<string, string> }> = [];
  server.use(
    mockApi('get', '/api/admin/compliance/templates', () => TEMPLATES),
    mockApi('post', '/api/admin/compliance', async ({ request }) => {
      const body = (await request.json()) as (typeof published)[number];
      published.push(body);
      return {
        category: body.category,
        version: body.category === 0 ? 1 : 1,
        languages: [...LANGUAGES],
        publishedAt: new Date().toISOString(),
        membersToAccept: 0,
      };
    }),
  );
  renderWithProviders(<ComplianceTemplatesEditor published={republishing} />);
  return { published, user: userEvent.setup() };
}

describe('the usage terms and privacy policy step', () => {
  it('refuses to publish while a placeholder is left in any text', async () => {
    renderEditor();
    expect(await screen.findByTestId('terms-placeholders-left')).toHaveTextContent('Usage terms (English)');
    expect(screen.getByRole('button', { name: 'Publish both texts' })).toBeDisabled();
  });

  it('fills the organisation and contact into every document and language, keeps what the admin edited, and publishes both', async () => {
    const { published, user } = renderEditor();
    const text = await screen.findByRole('textbox', { name: 'Usage terms (English, Markdown)' });
    // An edit made before filling in stays.
    await user.clear(text);
    await user.click(text);
    await user.paste('# Our terms\n\nWrite to {{contactEmail}}.');
    await typeInto(user, /^organisation that runs/i, 'Federació Catalana');
    await typeInto(user, /^contact email/i, 'dpo@federacio.example');
    await user.click(screen.getByRole('button', { name: 'Fill in the texts' }));
    expect(await screen.findByRole('textbox', { name: 'Usage terms (English, Markdown)' })).toHaveValue(
      '# Our terms\n\nWrite to dpo@federacio.example.',
    );
    expect(screen.queryByTestId('terms-placeholders-left')).toBeNull();

    // Another document, another language, and its preview.
    await user.click(screen.getByRole('radio', { name: 'Privacy policy' }));
    await user.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect(screen.getByRole('textbox', { name: 'Privacy policy (Deutsch, Markdown)' })).toHaveValue(
      '# Privacy de\n\nThe controller is **Federació Catalana**. Contact: dpo@federacio.example.',
    );
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(screen.getByTestId('compliance-text')).toHaveTextContent('The controller is Federació Catalana.');

    await user.click(screen.getByRole('button', { name: 'Publish both texts' }));
    await waitFor(() => expect(published).toHaveLength(2));
    const usage = published.find((p) => p.category === 0);
    const privacy = published.find((p) => p.category === 2);
    expect(usage?.contents.en).toBe('# Our terms\n\nWrite to dpo@federacio.example.');
    expect(usage?.contents.it).toBe('# Terms it\n\nQuestions: Federació Catalana, dpo@federacio.example.');
    expect(Object.keys(privacy?.contents ?? {}).sort()).toEqual([...LANGUAGES].sort());
    expect(await screen.findByText(/Published: usage terms version 1, privacy policy version 1/)).toBeInTheDocument();
  });

  it('asks for the organisation and a valid contact address before filling in', async () => {
    const { user } = renderEditor();
    await screen.findByRole('textbox', { name: 'Usage terms (English, Markdown)' });
    await typeInto(user, /^contact email/i, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Fill in the texts' }));
    expect(await screen.findByText('The email is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Usage terms (English, Markdown)' })).toHaveValue(TEMPLATES.usageTerms.en);
  });

  it('says what changed in every language, each in its own, when it publishes over earlier versions', async () => {
    const { published, user } = renderEditor({ republishing: true });
    await screen.findByRole('textbox', { name: 'Usage terms (English, Markdown)' });
    await typeInto(user, /^organisation that runs/i, 'Federació Catalana');
    await typeInto(user, /^contact email/i, 'dpo@federacio.example');
    await user.click(screen.getByRole('button', { name: 'Fill in the texts' }));
    await user.click(await screen.findByRole('button', { name: 'Publish both texts' }));
    await waitFor(() => expect(published).toHaveLength(2));
    for (const publication of published) {
      const summary = publication.changeSummary ?? {};
      expect(Object.keys(summary).sort()).toEqual([...LANGUAGES].sort());
      for (const l of LANGUAGES) expect(summary[l]?.trim(), l).toBeTruthy();
      // Each in its own language: the members reading it do not read English.
      expect(new Set(Object.values(summary)).size).toBe(LANGUAGES.length);
    }
  });

  it('sends no change summary with the first publication', async () => {
    const { published, user } = renderEditor();
    await screen.findByRole('textbox', { name: 'Usage terms (English, Markdown)' });
    await typeInto(user, /^organisation that runs/i, 'Federació Catalana');
    await typeInto(user, /^contact email/i, 'dpo@federacio.example');
    await user.click(screen.getByRole('button', { name: 'Fill in the texts' }));
    await user.click(await screen.findByRole('button', { name: 'Publish both texts' }));
    await waitFor(() => expect(published).toHaveLength(2));
    expect(published.map((p) => p.changeSummary)).toEqual([undefined, undefined]);
  });
});
