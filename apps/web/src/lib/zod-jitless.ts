/**
 * Zod compiles a fast object parser with `new Function` when it can, and probes whether it can by calling it:
 * under our Content-Security-Policy (no 'unsafe-eval') the probe is a CSP violation reported on every page.
 * Jitless parsing is the same parsing without the compiled shortcut. Zod reads this setting when a schema is
 * built, so this module is main.tsx's first import, evaluated before any schema of the contracts.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and adopts an object
 * found there (the same object, so the order of evaluation does not matter for the setting): set here without importing zod, which would pull its core into the sign-in page's first
 * download (3.8 KB gzipped). zod-jitless.test.ts checks that zod's own `config()` reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
