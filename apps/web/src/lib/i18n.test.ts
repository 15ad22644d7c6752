// @vitest-environment happy-dom
import '../testing/setup.ts';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n.ts';
import { STORAGE_KEYS } from './storage.ts';

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
