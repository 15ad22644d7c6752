// @vitest-environment happy-dom
import { ADULT_AGE, LANGUAGES } from '@club-pulse/contracts/constants';
import type { CaseDetail } from '@club-pulse/contracts/cases';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { inputOf, renderWithProviders } from '../../../testing/render.tsx';
import { CaseEditor } from './case-editor.tsx';

const detail: CaseDetail = {
  id: 4,
  studyId: 2,
  study: 'Autumn check-in 2026',
  team: 'Cadet Femení',
  club: 'CF Montjuïc',
  email: null,
  fullName: 'Emma Bosch',
  needLevel: 'critical',
  resultAt: '2026-11-24T12:50:00Z',
  status: 'open',
  owner: null,
  nextStepOn: null,
  referred: false,
  lastActionAt: null,
  note: '',
  nextStep: '',
  referral: null,
  history: [],
  minor: false,
  possibleOwners: [
    { kind: 'coach', id: 7, name: 'Laura Martí' },
    { kind: 'contact', id: 3, name: 'Dra. Montserrat Puig i Ferrer' },
  ],
  referralTargets: [],
};

/**
 * The owner select is 280 px wide on a desktop (the whole row on a phone): after its arrow about 26 characters of
 * its 14 px text fit. The sentence "Nobody owns this case yet" in Catalan was cut to "Ningú és responsable d'a…".
 */
const FITS = 22;

describe('a follow-up case without an owner', () => {
  it.each(LANGUAGES)('shows the owner select with a placeholder short enough to be read whole, in %s', async (language) => {
    await changeLanguage(language);
    renderWithProviders(<CaseEditor detail={detail} />);
    const select = inputOf(i18n.t('cases:owner.choose'));
    const placeholder = select.getAttribute('placeholder') ?? '';
    expect(placeholder).toBe(i18n.t('cases:owner.nobody'));
    expect(placeholder.length, placeholder).toBeLessThanOrEqual(FITS);
    // The card above still says it in a sentence.
    expect(screen.getByTestId('case-owner')).toHaveTextContent(i18n.t('cases:noOwner'));
    await changeLanguage('en');
  });
});

describe('the guidance of an open case', () => {
  it('says today and the emergency number for a critical result, and names a guardian only for a minor', async () => {
    renderWithProviders(<CaseEditor detail={detail} />);
    const guide = screen.getByRole('region', { name: 'What to do' });
    expect(guide).toHaveTextContent('in private today');
    expect(screen.getByTestId('case-guide-112')).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByTestId('case-guide-minor')).toBeNull();
  });

  it('names a parent or guardian and the age for a minor, and the next days for a high result', async () => {
    renderWithProviders(<CaseEditor detail={{ ...detail, needLevel: 'high', minor: true }} />);
    expect(screen.getByTestId('case-guide')).toHaveTextContent('within the next few days');
    expect(screen.queryByTestId('case-guide-112')).toBeNull();
    expect(screen.getByTestId('case-guide-minor')).toHaveTextContent(`under ${ADULT_AGE}: also tell a parent or guardian`);
  });

  it('is not shown on a closed case', async () => {
    renderWithProviders(<CaseEditor detail={{ ...detail, status: 'closed' }} />);
    expect(screen.queryByTestId('case-guide')).toBeNull();
  });
});

describe("a case's next step", () => {
  it('refuses a day before today: the field says so and the step is not saved', async () => {
    await changeLanguage('en');
    renderWithProviders(<CaseEditor detail={detail} />);
    fireEvent.change(screen.getByTestId('case-next-step'), { target: { value: 'Call her parents' } });
    const date = screen.getByTestId('case-next-date');
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    };
    expect(date).toHaveAttribute('min', day(0));
    fireEvent.change(date, { target: { value: day(-6) } });
    expect(screen.getByText('Choose today or a later day.')).toBeInTheDocument();
    expect(screen.getByTestId('case-save-next')).toBeDisabled();
    fireEvent.change(date, { target: { value: day(2) } });
    expect(screen.queryByText('Choose today or a later day.')).not.toBeInTheDocument();
    expect(screen.getByTestId('case-save-next')).toBeEnabled();
  });
});

describe("a case's note", () => {
  it('cannot be saved while it reads as saved (still empty, or unchanged)', async () => {
    await changeLanguage('en');
    renderWithProviders(<CaseEditor detail={{ ...detail, note: 'Spoke with her after training.' }} />);
    const save = screen.getByTestId('case-save-note');
    expect(save).toBeDisabled();
    const field = screen.getByDisplayValue('Spoke with her after training.');
    fireEvent.change(field, { target: { value: 'Spoke with her after training. Calm.' } });
    expect(save).toBeEnabled();
    fireEvent.change(field, { target: { value: 'Spoke with her after training.' } });
    expect(save).toBeDisabled();
  });
});
