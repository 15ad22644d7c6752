import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('serves the OpenAPI document in production only when API_DOCS asks', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(prod).apiDocs).toBe(false);
    expect(loadConfig({ ...prod, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('never loads demo data in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).demoData).toBe(false);
  });

  it('loads demo data by default on the embedded database only', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).demoData).toBe(false);
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(String(err)).toMatch(/PORT/);
      expect(String(err)).toMatch(/DATABASE_URL/);
      expect(String(err)).toMatch(/JWT_SECRET/);
    }
  });

  it('refuses the fast password hashing of tests in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PASSWORD_HASH_FAST: 'true' })).toThrow(/PASSWORD_HASH_FAST/);
  });

  it('listens on loopback unless told otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('writes no secret into the configuration when none is given (the installation generates its own)', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBeUndefined();
    expect(config.captcha.secret).toBeUndefined();
    expect(() => loadConfig({ CAPTCHA_SECRET: 'short' })).toThrow(/CAPTCHA_SECRET/);
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY says whose', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    // `true` would trust every client's word about its own address: refused, with the reason.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/any client/);
    for (const bad of ['proxy.example', '10.0.0.1/33', '10.0.0/8', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
