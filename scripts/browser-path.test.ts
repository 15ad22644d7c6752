import { describe, expect, it } from 'vitest';
import { browserPath, DEBIAN_BROWSERS } from './browser-path.mjs';

describe('the browser of the end-to-end tests (scripts/browser-path.mjs)', () => {
  const installed =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('is CHROMIUM_PATH when set, whatever is installed', () => {
    expect(browserPath({ CHROMIUM_PATH: '/opt/chrome' }, DEBIAN_BROWSERS, installed('/usr/bin/chromium-headless-shell'))).toBe('/opt/chrome');
  });

  it("prefers Debian's headless shell, then Debian's full Chromium", () => {
    expect(browserPath({}, DEBIAN_BROWSERS, installed('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(browserPath({}, DEBIAN_BROWSERS, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('names the headless shell, the package npm test installs, when no browser is there', () => {
    expect(browserPath({}, DEBIAN_BROWSERS, installed())).toBe('/usr/bin/chromium-headless-shell');
    expect(DEBIAN_BROWSERS[0]?.debianPackage).toBe('chromium-headless-shell');
  });
});
