import { describe, expect, it } from 'vitest';
import { pageTitle, titleTemplate } from './title';

describe('pageTitle', () => {
  it('adds the country’s brand to a page title', () => {
    expect(pageTitle('Bežecká obuv', 'sk')).toBe('Bežecká obuv | Stride.sk');
    expect(pageTitle('Běžecká obuv', 'cz')).toBe('Běžecká obuv | Stride.cz');
    expect(pageTitle('Futócipők', 'hu')).toBe('Futócipők | Stride.hu');
  });

  it('gives the home page just the brand', () => {
    expect(pageTitle(undefined, 'sk')).toBe('Stride.sk');
    expect(pageTitle(null, 'cz')).toBe('Stride.cz');
    expect(pageTitle('  ', 'hu')).toBe('Stride.hu');
  });

  it('trims the title', () => {
    expect(pageTitle(' Blog ', 'sk')).toBe('Blog | Stride.sk');
  });
});

describe('titleTemplate', () => {
  it('states the same rule for Next.js metadata', () => {
    const template = titleTemplate('cz');
    expect(template).toEqual({ template: '%s | Stride.cz', default: 'Stride.cz' });
    expect(template.template.replace('%s', 'Blog')).toBe(pageTitle('Blog', 'cz'));
  });
});
