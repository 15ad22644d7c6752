// @vitest-environment happy-dom
import { modals } from '@mantine/modals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdEarlyModals } from '../lib/early-modals.ts';
import { renderWithProviders } from '../testing/render.tsx';
import ModalsHost from './modals-host.tsx';

describe('the confirm dialogs host', () => {
  it('opens a dialog asked for before it loaded, once it is there, and later ones as usual', async () => {
    holdEarlyModals();
    modals.openConfirmModal({ title: 'Cancel “Autumn check-in”?', labels: { confirm: 'Cancel study', cancel: 'Keep' } });
    expect(screen.queryByText('Cancel “Autumn check-in”?')).toBeNull();
    renderWithProviders(<ModalsHost />);
    expect(await screen.findByText('Cancel “Autumn check-in”?')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    modals.closeAll();
    modals.openConfirmModal({ title: 'Disable the quiz?', labels: { confirm: 'Disable', cancel: 'Keep' } });
    expect(await screen.findByText('Disable the quiz?')).toBeInTheDocument();
  });
});
