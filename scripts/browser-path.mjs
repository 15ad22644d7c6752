// The browser of the end-to-end tests: CHROMIUM_PATH when set; otherwise Debian's Chromium headless shell (the
// package chromium-headless-shell: Blink and V8 without the browser's own interface, what Playwright runs for
// headless tests by default), else Debian's full Chromium. The shell needs about a fifth less CPU for the same
// journeys (the admin journeys, measured back to back on 28 Nov 2026), which is most of what the run waits for.
import { accessSync, constants } from 'node:fs';

/** Debian's browsers, in the order they are preferred; the first is the one `npm test` installs when none is there. */
export const DEBIAN_BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
];

export const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The browser to run: `CHROMIUM_PATH`, else the first of `browsers` that is installed, else the first's path. */
export function browserPath(env = process.env, browsers = DEBIAN_BROWSERS, executable = isExecutable) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return (browsers.find((b) => executable(b.path)) ?? browsers[0]).path;
}
