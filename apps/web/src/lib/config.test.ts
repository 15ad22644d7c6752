// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, publicOrigin } from './config.ts';

const settings = (publicUrl: string | null) => ({
  apiUrl: '',
  defaultLanguage: 'en',
  languages: ['en'],
  captcha: { enabled: false },
  version: '1',
  publicUrl,
});
const serve = (body: object) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
afterEach(() => vi.unstubAllGlobals());

describe('the public origin of the links the client hands out', () => {
  it("is the server's PUBLIC_URL when it has one", async () => {
    serve(settings('https://pulse.club.example'));
    await loadConfig();
    expect(publicOrigin()).toBe('https://pulse.club.example');
  });

  it('is the address the page was opened at when the server has none', async () => {
    serve(settings(null));
    await loadConfig();
    expect(publicOrigin()).toBe(window.location.origin);
  });
});
