/**
 * The web's route table (packages/contracts/src/api/*.gen.ts) is the one the server's routes make: a route whose
 * answer, parameters or body changed without `npm run api:types` fails here, and so the web's type check, which
 * reads that table, cannot silently disagree with the server.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypeFiles, PATHS_FILE, RESPONSE_SCHEMAS_FILE } from './api-types.ts';

describe('the route table of the web client', () => {
  it('is what the server’s OpenAPI document gives today (run `npm run api:types` after changing a route)', async () => {
    const files = await apiTypeFiles();
    const stale = [
      readFileSync(PATHS_FILE, 'utf8') === files.paths ? null : PATHS_FILE,
      readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8') === files.responseSchemas ? null : RESPONSE_SCHEMAS_FILE,
    ].filter(Boolean);
    expect(stale, 'stale: run `npm run api:types`').toEqual([]);
    // Builds the app and writes the types of every route: seconds on a quiet machine, more beside other suites.
  }, 180_000);

  it('checks the answers of nearly every route against a contract schema', async () => {
    const { responseSchemas, uncheckedRoutes } = await import('@club-pulse/contracts/api/response-schemas.gen');
    expect(Object.keys(responseSchemas).length).toBeGreaterThan(100);
    // Files and probes: a CSV, three PDFs, health and readiness; and the sign-in's answer, a token or a challenge.
    expect(uncheckedRoutes.length).toBeLessThanOrEqual(7);
  }, 120_000);
});
