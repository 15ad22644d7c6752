#!/usr/bin/env node
// Before `npm test`: the end-to-end tests drive Chromium (scripts/browser-path.mjs says which), and the tests that read exported PDFs back need poppler's
// pdftotext and pdftoppm. On a machine that has only Node.js and npm, this installs them from Debian's packages
// when it can (root, or sudo without a password), says what it did, and otherwise says exactly what to run.
// A browser elsewhere: CHROMIUM_PATH=/path/to/chrome npm test.
import { execFileSync, spawnSync } from 'node:child_process';
import { browserPath, DEBIAN_BROWSERS, isExecutable as executable } from './browser-path.mjs';

const chromium = browserPath();
const has = (command) => spawnSync('/bin/sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The Debian packages of what is missing (no browser at all: the headless shell, scripts/browser-path.mjs). */
const missing = [
  ...(executable(chromium) ? [] : [process.env.CHROMIUM_PATH ? null : DEBIAN_BROWSERS[0].debianPackage]),
  ...(has('pdftotext') && has('pdftoppm') ? [] : ['poppler-utils']),
];
if (missing.includes(null)) {
  console.error(`test tools: CHROMIUM_PATH=${chromium} is not an executable browser.`);
  process.exit(1);
}
if (missing.length === 0) process.exit(0);

const packages = missing.join(' ');
const asRoot = process.getuid?.() === 0;
const sudo = !asRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (!has('apt-get') || (!asRoot && !sudo)) {
  console.error(
    `test tools: ${packages} missing. Install ${missing.length > 1 ? 'them' : 'it'} (Debian or Ubuntu: sudo apt-get install ${packages}), ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome; then run npm test again.',
  );
  process.exit(1);
}
console.log(`test tools: installing ${packages} from Debian's packages (apt-get${sudo ? ' through sudo' : ''}), once…`);
const run = (args) =>
  execFileSync(sudo ? 'sudo' : args[0], sudo ? args : args.slice(1), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
} catch {
  console.error(`test tools: apt-get could not install ${packages}; install ${missing.length > 1 ? 'them' : 'it'} and run npm test again.`);
  process.exit(1);
}
console.log(`test tools: installed ${packages}.`);
