import { describe, expect, it } from 'vitest';
import { notModified } from './conditional-request';

const current = { etag: '"abc"', lastModified: new Date('2026-11-27T10:00:00Z') };

describe('notModified (RFC 9110 §13.2.2)', () => {
  it('matches If-None-Match by weak comparison, in a list, or as *', () => {
    expect(notModified({ 'if-none-match': '"abc"' }, current)).toBe(true);
    expect(notModified({ 'if-none-match': 'W/"abc"' }, current)).toBe(true);
    expect(notModified({ 'if-none-match': '"x,y", "abc"' }, current)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, current)).toBe(true);
    expect(notModified({ 'if-none-match': '"abcd"' }, current)).toBe(false);
    expect(notModified({ 'if-none-match': 'abc' }, current)).toBe(false);
  });

  it('lets If-None-Match decide when both are sent', () => {
    const later = 'Fri, 27 Nov 2026 11:00:00 GMT';
    expect(notModified({ 'if-none-match': '"old"', 'if-modified-since': later }, current)).toBe(false);
  });

  it('answers If-Modified-Since at or after Last-Modified, and ignores a date it cannot read', () => {
    expect(notModified({ 'if-modified-since': 'Fri, 27 Nov 2026 10:00:00 GMT' }, current)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Fri, 27 Nov 2026 09:59:59 GMT' }, current)).toBe(false);
    expect(notModified({ 'if-modified-since': 'yesterday' }, current)).toBe(false);
    expect(notModified({}, current)).toBe(false);
  });

  it('judges an answer known only by its ETag (robots.txt, a sitemap index) by If-None-Match alone', () => {
    const byBytes = { etag: '"abc"' };
    expect(notModified({ 'if-none-match': '"abc"' }, byBytes)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Fri, 27 Nov 2026 10:00:00 GMT' }, byBytes)).toBe(false);
  });
});
