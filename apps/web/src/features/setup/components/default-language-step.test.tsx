// @vitest-environment happy-dom
import type { SetDefaultLanguageRequest } from '@club-pulse/contracts/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { DefaultLanguageStep } from './default-language-step.tsx';

describe('the default-language step', () => {
  it('offers every language written in itself, starts from the stored one, and saves the choice', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('put', '/api/admin/setup/defaultLanguage', async ({ request }) => {
        const body = (await request.json()) as SetDefaultLanguageRequest;
        bodies.push(body);
        return body;
      }),
    );
    renderWithProviders(<DefaultLanguageStep current="es" />);
    expect(screen.getByTestId('default-language-in-effect')).toHaveTextContent('In effect: Español.');
    for (const name of ['English', 'Español', 'Català', 'Deutsch', 'Italiano'])
      expect(screen.getByRole('radio', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Español/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Català/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the default language' }));
    await waitFor(() => expect(bodies).toEqual([{ language: 'ca' }]));
    expect(await screen.findByText('The default language is now Català.')).toBeInTheDocument();
  });

  it('says English is in effect while none is stored, starts from it whatever the admin reads, and says when saving failed', async () => {
    server.use(
      mockApi('put', '/api/admin/setup/defaultLanguage', () => HttpResponse.json({ errors: [{ code: 'Generic', message: 'x' }] }, { status: 500 })),
    );
    await changeLanguage('de');
    renderWithProviders(<DefaultLanguageStep current={null} />);
    // The language in effect, not the admin's own (German here): what visitors get until another is saved.
    expect(screen.getByTestId('default-language-in-effect')).toHaveTextContent(
      'Aktuell: English, die Standardsprache von Club Pulse, bis du eine andere wählst.',
    );
    expect(screen.getByRole('radio', { name: /English/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Standardsprache speichern' }));
    expect(await screen.findByText(/Die Standardsprache konnte nicht gespeichert werden/)).toBeInTheDocument();
  });
});
