import { describe, expect, it } from 'vitest';
import { backUrlOf, safeBackUrl, withBackUrl } from './back-url';

/** Where a login may send the visitor back: a path of this shop, never another site. */
describe('safeBackUrl', () => {
  it('keeps a path of this shop, with its query and fragment', () => {
    expect(safeBackUrl('/ucet/profil')).toBe('/ucet/profil');
    expect(safeBackUrl('/kosik?krok=2#zhrnutie')).toBe('/kosik?krok=2#zhrnutie');
    expect(safeBackUrl('/')).toBe('/');
  });

  it('gives the path as the browser would resolve it', () => {
    expect(safeBackUrl('/ucet/../kosik')).toBe('/kosik');
    expect(safeBackUrl('/vyhladavanie/bežecké topánky')).toBe('/vyhladavanie/be%C5%BEeck%C3%A9%20top%C3%A1nky');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/ucet'],
    ['a protocol-relative URL', '//evil.example/ucet'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a path without its leading slash', 'ucet/profil'],
    ['nothing', ''],
    ['no value', null],
  ])('refuses %s', (_what, value) => {
    expect(safeBackUrl(value)).toBeNull();
  });
});

describe('backUrlOf', () => {
  it('reads the query’s backUrl, decoded, and refuses one that leaves the shop', () => {
    expect(backUrlOf('?backUrl=%2Fkosik')).toBe('/kosik');
    expect(backUrlOf('?x=1&backUrl=%2Fucet%2Fobjednavky%2F12')).toBe('/ucet/objednavky/12');
    expect(backUrlOf('?backUrl=https%3A%2F%2Fevil.example')).toBeNull();
    expect(backUrlOf('?backUrl=%2F%2Fevil.example')).toBeNull();
    expect(backUrlOf('')).toBeNull();
  });
});

describe('withBackUrl', () => {
  it('adds the way back as an encoded query parameter', () => {
    expect(withBackUrl('/prihlasenie', '/ucet/profil?x=1')).toBe('/prihlasenie?backUrl=%2Fucet%2Fprofil%3Fx%3D1');
    expect(withBackUrl('/prihlasenie?a=b', '/kosik')).toBe('/prihlasenie?a=b&backUrl=%2Fkosik');
    expect(withBackUrl('/prihlasenie', null)).toBe('/prihlasenie');
  });
});
