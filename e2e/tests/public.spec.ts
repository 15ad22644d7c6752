import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import {
  apiAs,
  birthDateForAge,
  fillRegistration,
  noCookieNotice,
  registerThroughLink,
  submitWhenReady,
  uniqueEmail,
} from '../support/public-journeys.ts';
import { signIn, useLanguage } from '../support/session.ts';

test.beforeEach(async ({ page }) => noCookieNotice(page));

test.describe('registration through a study link', () => {
  test('the register page needs a study token', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/notfound$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('"Register" on the sign-in page, without a study link, shows how to join (not a 404) and takes a pasted link to its registration form', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(page.getByRole('heading', { name: 'Join a study' })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);

    const link = page.getByLabel('Study link or code');
    await link.fill('not a link');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This is not a study link.', { exact: false })).toBeVisible();
    await link.fill(`https://clubs.example/register?studyToken=${DEMO.studyToken}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/register\\?studyToken=${DEMO.studyToken}$`));
    await expect(page.getByTestId('register-form')).toBeVisible();
  });

  test('a new player is refused at 12, with a weak password and under 16 without a guardian, then registers and lands on the questions of the study', async ({
    page,
  }) => {
    const email = uniqueEmail('teen');
    const person = { name: 'Júlia', surname: 'Ferrer', email, password: 'GoodPass2026', birthDate: birthDateForAge(12) };
    await page.goto(`/login?studyToken=${DEMO.studyToken}`);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/register\\?studyToken=${DEMO.studyToken}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register as a player');
    await expect(page.getByTestId('register-form').getByRole('link', { name: 'usage terms' })).toHaveAttribute('href', '/usageTerms');

    // A 12-year-old is refused.
    await fillRegistration(page, person);
    await submitWhenReady(page, 'register-form');
    await expect(page.getByText('You must be at least 13 years old to register')).toBeVisible();

    // A weak password is refused.
    await fillRegistration(page, { ...person, birthDate: birthDateForAge(14), password: 'weakpassword', guardian: true });
    await submitWhenReady(page, 'register-form');
    await expect(page.getByText('The password must have 9 to 32 characters, including numbers, upper-case and lower-case letters')).toBeVisible();
    await expect(page).toHaveURL(/\/register/);

    // Under 16 without the guardian confirmation is refused…
    await fillRegistration(page, { ...person, birthDate: birthDateForAge(14) });
    await submitWhenReady(page, 'register-form');
    await expect(page.getByText('Under 16, a parent or legal guardian must be present during the registration')).toBeVisible();

    // … and accepted with it.
    await page.getByTestId('register-form').locator('input[name="guardianConfirmed"]').check();
    await expect(page.getByText('Under 16, a parent or legal guardian must be present during the registration')).toBeHidden();
    await submitWhenReady(page, 'register-form');
    await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
    await expect(page.getByTestId('continue-screen')).toBeVisible();
    await expect(page.getByText('Welcome to Club Pulse! Your account is ready.')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText('Júlia Ferrer');

    const pending = await apiAs(page, 'GET', '/api/evaluation/getMyPendingEvaluations');
    expect(pending.status()).toBe(200);
    expect(await pending.json()).toEqual([expect.objectContaining({ study: 'Autumn check-in 2026', role: 'Player' })]);
  });

  test('an email already registered gets a clear error and the offer to sign in', async ({ page }) => {
    await page.goto(`/register?studyToken=${DEMO.studyToken}`);
    await fillRegistration(page, { name: 'Marc', surname: 'Again', email: DEMO.player, password: 'GoodPass2026', birthDate: birthDateForAge(20) });
    await submitWhenReady(page, 'register-form');
    const error = page.getByTestId('register-error');
    await expect(error).toContainText('There has been an error registering, try again later');
    await expect(error).toContainText('This email is already registered.');
    await error.getByRole('link', { name: 'Sign in with this email instead' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?studyToken=${DEMO.studyToken}$`));
  });

  test('an unknown study token gets its own page, with no form', async ({ page }) => {
    await page.goto('/register?studyToken=no-such-study');
    await expect(page.getByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'unknown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    await expect(page.getByTestId('register-form')).toHaveCount(0);
  });

  test('the form speaks the interface language', async ({ page }) => {
    await useLanguage(page, 'ca');
    await page.goto(`/register?studyToken=${DEMO.studyToken}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Registra't com a jugador/a");
    await submitWhenReady(page, 'register-form');
    await expect(page.getByText('El camp és obligatori').first()).toBeVisible();
  });
});

test.describe('onboarding a signed-in user', () => {
  test('a study link opened while signed in shows its landing first, then joins once on "Join this study"', async ({ page }) => {
    const email = uniqueEmail('onboard');
    await registerThroughLink(page, DEMO.studyToken, {
      name: 'Oriol',
      surname: 'Nou',
      email,
      password: 'GoodPass2026',
      birthDate: birthDateForAge(19),
    });
    const first = await apiAs(page, 'POST', '/api/player/onboard', { studyToken: DEMO.studyToken });
    const { evaluationId } = await first.json();
    await page.goto(`/home?studyToken=${DEMO.studyToken}`);
    await expect(page).toHaveURL(new RegExp(`/invitation\\?studyToken=${DEMO.studyToken}$`));
    await expect(page.getByTestId('invitation-card')).toBeVisible();
    await page.getByRole('button', { name: 'Join this study' }).click();
    await expect(page).toHaveURL(new RegExp(`/evaluations/${evaluationId}/continue$`));
    const again = await apiAs(page, 'POST', '/api/player/onboard', { studyToken: DEMO.studyToken });
    expect(await again.json()).toEqual({ evaluationId });

    await page.goto('/home?studyToken=not-a-real-study');
    await expect(page.getByTestId('invitation-unavailable')).toHaveAttribute('data-kind', 'unknown');
  });
});

test.describe('forgotten password', () => {
  test('a player asks for a reset mail, follows the link from the mail, sets a new password and signs in with it', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await registerThroughLink(page, DEMO.studyToken, {
      name: 'Pau',
      surname: 'Oblit',
      email,
      password: 'FirstPass2026',
      birthDate: birthDateForAge(22),
    });
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const started = Date.now();
    await page.getByTestId('forgot-form').locator('input[name="email"]').fill(email.toUpperCase());
    await submitWhenReady(page, 'forgot-form');
    await expect(page.getByTestId('forgot-sent')).toContainText('If an account exists for this address, a reset mail was sent.');

    const mail = await waitForMail(email, { after: started - 1000 });
    expect(mail).toContain('Reset your Club Pulse password');
    const link = linkIn(mail, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');

    const form = page.getByTestId('reset-form');
    await form.locator('input[name="password"]').fill('short');
    await form.locator('input[name="repeatPassword"]').fill('short');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText('The password must have 9 to 32 characters, including numbers, upper-case and lower-case letters')).toBeVisible();
    await form.locator('input[name="password"]').fill('SecondPass2026');
    await form.locator('input[name="repeatPassword"]').fill('SecondPass2027');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await form.locator('input[name="repeatPassword"]').fill('SecondPass2026');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();

    await signIn(page, email, 'FirstPass2026');
    await expect(page.getByTestId('login-error')).toBeVisible();
    await signIn(page, email, 'SecondPass2026');
    await expect(page).toHaveURL(/\/home$/);

    // The link works once.
    await page.getByTestId('sign-out').click();
    await page.goto(link);
    await page.getByTestId('reset-form').locator('input[name="password"]').fill('ThirdPass2026');
    await page.getByTestId('reset-form').locator('input[name="repeatPassword"]').fill('ThirdPass2026');
    await page.getByTestId('reset-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('reset-invalid-link')).toContainText('The password reset link is invalid, has already been used or has expired.');
  });

  test('an unknown email gets the same confirmation', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByTestId('forgot-form').locator('input[name="email"]').fill(uniqueEmail('nobody'));
    await submitWhenReady(page, 'forgot-form');
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
  });

  test('a reset link without its token says it is invalid', async ({ page }) => {
    await page.goto('/reset-password?email=someone%40example.test');
    await expect(page.getByTestId('reset-invalid-link')).toBeVisible();
  });
});

test.describe('usage terms and privacy policy', () => {
  test('load their text first and render it as Markdown, in the interface language', async ({ page }) => {
    await page.goto('/usageTerms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage terms');
    await expect(page.getByTestId('compliance-text').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('compliance-version')).toContainText('Version 1');
    await page.goto('/privacyPolicy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.getByTestId('compliance-text')).not.toBeEmpty();
  });

  test('follow the language selector', async ({ page }) => {
    await useLanguage(page, 'de');
    await page.goto('/privacyPolicy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await expect(page.getByTestId('compliance-version')).toContainText('Version 1, veröffentlicht am');
  });
});

test.describe('captcha', () => {
  test('a browser without Web Workers sees the unsupported-browser message', async ({ page }) => {
    await page.addInitScript(() => {
      // Simulates an old browser without Web Workers.
      Reflect.deleteProperty(window, 'Worker');
    });
    await page.goto('/login');
    await expect(page.getByTestId('captcha-unsupported')).toContainText('Your browser cannot run our anti-robot check.');
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
  });
});
