// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { StudyCasesPanel } from './study-cases-panel.tsx';

describe("a study's follow-up cases in its report", () => {
  it('says there are no results yet before anyone has finished: not "nobody has a high result", which reads as good news', async () => {
    server.use(mockApi('get', '/api/manager/study/{id}/cases', () => [], { id: 4 }));
    renderWithProviders(<StudyCasesPanel studyId={4} finished={0} />);
    expect(await screen.findByTestId('study-cases-none')).toHaveTextContent('No results yet: nobody has finished the questionnaire');
  });

  it('says nobody has a high or critical result once players have finished', async () => {
    server.use(mockApi('get', '/api/manager/study/{id}/cases', () => [], { id: 4 }));
    renderWithProviders(<StudyCasesPanel studyId={4} finished={5} />);
    expect(await screen.findByTestId('study-cases-none')).toHaveTextContent('No player has a high or critical result.');
  });
});
