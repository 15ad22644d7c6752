// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { signInAs } from '../testing/factories.ts';
import { renderRoutes } from '../testing/render.tsx';
import { Footer } from './footer.tsx';

const at = (path: string) => renderRoutes([{ path: '*', element: <Footer /> }], path);
const getHelp = () => screen.getByTestId('footer-get-support').getAttribute('href');

afterEach(() => {
  localStorage.clear();
  authStore.refresh();
});

describe("the footer's Get help", () => {
  it('leads a signed-in member to their own support page, with their clubs’ contacts', () => {
    signInAs('User');
    at('/home');
    expect(getHelp()).toBe('/get-support');
  });

  it('leads a visitor to the public help page', () => {
    at('/login');
    expect(getHelp()).toBe('/help');
  });

  it('keeps a member held at the new terms on the public page, which their terms gate does not send back', () => {
    signInAs('User');
    at('/termsHasChanged');
    expect(getHelp()).toBe('/help');
  });

  it('keeps a platform admin on the public page (their own sits in the admin menu)', () => {
    signInAs('AppAdmin');
    at('/admin');
    expect(getHelp()).toBe('/help');
  });
});
