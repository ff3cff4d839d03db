import { describe, expect, it } from 'vitest';
import { domainsFromEnv, localeForHost } from './domains';

const local = domainsFromEnv({});

describe('domainsFromEnv', () => {
  it('defaults to the .localhost names', () => {
    expect(local).toEqual({ sk: 'sk.localhost', cz: 'cz.localhost', hu: 'hu.localhost' });
  });

  it('takes real domains from the environment, ignoring empty values', () => {
    expect(domainsFromEnv({ SK_DOMAIN: 'www.stride.sk', CZ_DOMAIN: '', HU_DOMAIN: 'www.stride.hu' })).toEqual({
      sk: 'www.stride.sk',
      cz: 'cz.localhost',
      hu: 'www.stride.hu',
    });
  });
});

describe('localeForHost', () => {
  it('finds the web instance of each host', () => {
    expect(localeForHost('sk.localhost', local)).toBe('sk');
    expect(localeForHost('cz.localhost', local)).toBe('cz');
    expect(localeForHost('hu.localhost', local)).toBe('hu');
  });

  it('ignores the port', () => {
    expect(localeForHost('sk.localhost:3000', local)).toBe('sk');
    expect(localeForHost('cz.localhost:4000', local)).toBe('cz');
  });

  it('ignores case and surrounding space', () => {
    expect(localeForHost('SK.LocalHost:3000', local)).toBe('sk');
    expect(localeForHost(' cz.localhost ', local)).toBe('cz');
  });

  it('gives an unknown or missing host the default web instance, hu', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'sk.example.com',
      '',
      null,
      undefined,
    ]) {
      expect(localeForHost(host, local), String(host)).toBe('hu');
    }
  });

  it('does not match a host that only contains a domain', () => {
    expect(localeForHost('evil-sk.localhost', local)).toBe('hu');
    expect(localeForHost('sk.localhost.evil.com', local)).toBe('hu');
  });

  it('uses configured production domains', () => {
    const production = domainsFromEnv({
      SK_DOMAIN: 'www.stride.sk',
      CZ_DOMAIN: 'www.stride.cz',
      HU_DOMAIN: 'www.stride.hu',
    });
    expect(localeForHost('www.stride.cz', production)).toBe('cz');
    expect(localeForHost('WWW.STRIDE.SK:443', production)).toBe('sk');
    expect(localeForHost('sk.localhost', production)).toBe('hu');
  });
});
