import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('drops empty values: an empty parameter is one not given', () => {
    expect({ ...parseQueryString('id=&search=&param=') }).toEqual({});
    expect({ ...parseQueryString('page=2&category=&sort=newest') }).toEqual({ page: '2', sort: 'newest' });
  });

  it('keeps the values of a repeated name as a list, without the empty ones', () => {
    expect({ ...parseQueryString('search=a&search=b') }).toEqual({ search: ['a', 'b'] });
    expect({ ...parseQueryString('search=a&search=') }).toEqual({ search: 'a' });
    expect({ ...parseQueryString('search=a&search=b&search=c') }).toEqual({ search: ['a', 'b', 'c'] });
  });

  it('decodes percent-encoding and plus signs, and keeps malformed encoding as typed', () => {
    expect(parseQueryString('search=50%25')).toMatchObject({ search: '50%' });
    expect(parseQueryString('search=50%')).toMatchObject({ search: '50%' });
    expect(parseQueryString('search=%zz')).toMatchObject({ search: '%zz' });
    expect(parseQueryString('search=pono%C5%BEky+100%25')).toMatchObject({ search: 'ponožky 100%' });
  });

  it('takes prototype names as plain names, and inherits nothing', () => {
    const query = parseQueryString('__proto__=x&constructor=y&toString=z');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(query.constructor).toBe('y');
    expect(parseQueryString('a=1').hasOwnProperty).toBeUndefined();
  });
});
