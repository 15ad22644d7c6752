// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, changeLanguage, i18n, initI18n, markLanguageChosen, settleLanguageAtSignIn } from './i18n.ts';
import { SESSION_KEYS, STORAGE_KEYS } from './storage.ts';

/** The browser's languages, most wanted first, as `navigator.languages` gives them. */
const browserSays = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => browserSays([]));
afterEach(() => vi.restoreAllMocks());

describe('the interface language at start', () => {
  it('is the installation’s default language for a visitor who chose none, without remembering it as a choice', async () => {
    await initI18n(Promise.resolve('de'));
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('setup:create.submit')).toBe('Administrator anlegen');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('is the visitor’s own choice when they made one, without waiting for the configuration', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'it');
    await initI18n(new Promise(() => {}));
    expect(i18n.language).toBe('it');
  });

  it('is English when the configuration names no language the product has, or cannot be read', async () => {
    await initI18n(Promise.resolve('fr'));
    expect(i18n.language).toBe('en');
    await initI18n(Promise.reject(new Error('offline')));
    expect(i18n.language).toBe('en');
  });
});

describe('the browser’s language on a first visit', () => {
  it('is the first of the browser’s languages that the product has, by its primary subtag', () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['pt-BR', 'CA-es', 'it'])).toBe('ca');
    expect(browserLanguage(['pt-BR', 'fr'])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });

  it('comes before the installation’s default, is not remembered as a choice, and a choice comes before it', async () => {
    browserSays(['es-ES', 'en']);
    await initI18n(Promise.resolve('de'));
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.language, 'it');
    await initI18n(Promise.resolve('de'));
    expect(i18n.language).toBe('it');
  });

  it('leaves the installation’s default when the browser names none of the five', async () => {
    browserSays(['pt-BR', 'fr']);
    await initI18n(Promise.resolve('ca'));
    expect(i18n.language).toBe('ca');
  });
});

describe('the language at sign-in', () => {
  const account = (own: string) => {
    const saved: string[] = [];
    return { saved, read: vi.fn(async () => own), save: vi.fn(async (lng: string) => void saved.push(lng)) };
  };

  it('becomes the member’s own, whatever the browser said, and is remembered on this device', async () => {
    browserSays(['en-GB']);
    await initI18n(Promise.resolve('en'));
    const member = account('de');
    await settleLanguageAtSignIn(member);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(member.saved).toEqual([]);
  });

  it('keeps a language picked in this visit before signing in, and saves it to the account once', async () => {
    await initI18n(Promise.resolve('en'));
    await changeLanguage('it');
    markLanguageChosen();
    const member = account('de');
    await settleLanguageAtSignIn(member);
    expect(i18n.language).toBe('it');
    expect(member.saved).toEqual(['it']);
    expect(member.read).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_KEYS.languageChosen)).toBeNull();
  });

  it('goes on in the language on screen when the account cannot be read', async () => {
    await initI18n(Promise.resolve('es'));
    await settleLanguageAtSignIn({ read: () => Promise.reject(new Error('offline')), save: async () => undefined });
    expect(i18n.language).toBe('es');
  });
});
