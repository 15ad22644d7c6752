// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { buildToken, loaderArgs, redirectOf, signInAs } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { requireTwoFactor } from '../require-two-factor.ts';
import { TwoFactorEnrollment } from './two-factor-enrollment.tsx';

const CODES = [
  'AAAAA-BBBBB',
  'CCCCC-DDDDD',
  'EEEEE-FFFFF',
  'GGGGG-HHHHH',
  'JJJJJ-KKKKK',
  'LLLLL-MMMMM',
  'NNNNN-PPPPP',
  'QQQQQ-RRRRR',
  'SSSSS-TTTTT',
  'UUUUU-VVVVV',
];

describe('setting up two-factor sign-in', () => {
  it('shows the QR code and the key, confirms a code, then the recovery codes until they are saved', async () => {
    signInAs('AppAdmin');
    const verified = buildToken({ role: 'AppAdmin' });
    const enabled: unknown[] = [];
    server.use(
      mockApi('get', '/api/member/two-factor', () => ({ enabled: false, recoveryCodesLeft: 0 })),
      mockApi('post', '/api/member/two-factor/setup', () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Club%20Pulse:a%40b.test?secret=JBSWY3DPEHPK3PXP',
      })),
      mockApi('post', '/api/member/two-factor/enable', async ({ request }) => {
        enabled.push(await request.json());
        return { token: verified, recoveryCodes: CODES };
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorEnrollment onDone={onDone} />);
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: /QR code/i })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/code the app shows/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByTestId('recovery-code')).toHaveLength(10);
    expect(enabled).toEqual([{ code: '123456' }]);
    expect(authStore.get().token).toBe(verified);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(next);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe('the admin area guard', () => {
  it('sends an admin whose session has not passed the second factor to the set-up screen, then back', async () => {
    signInAs('AppAdmin');
    expect(await redirectOf(() => requireTwoFactor(loaderArgs('/admin/users')))).toBe('/admin/two-factor?next=%2Fadmin%2Fusers');
    expect(requireTwoFactor(loaderArgs('/admin/two-factor'))).toBeNull();
  });
});
