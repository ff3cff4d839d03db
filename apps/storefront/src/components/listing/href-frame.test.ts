import { describe, expect, it } from 'vitest';
import { type HrefFrame, partOf, sharedFrame } from './href-frame';

function expectRebuilt(hrefs: readonly string[], frame: HrefFrame) {
  for (const href of hrefs) expect(frame.start + partOf(href, frame) + frame.end).toBe(href);
}

describe('the links of a filter', () => {
  it('share the listing path and the query; the part of each is its value', () => {
    const hrefs = ['/kategoria/obuv/farba/biela?sort=cheapest', '/kategoria/obuv/farba/cierna?sort=cheapest'];
    const frame = sharedFrame(hrefs);
    expect(frame).toEqual({ start: '/kategoria/obuv/farba/', end: '?sort=cheapest' });
    expect(hrefs.map((href) => partOf(href, frame))).toEqual(['biela', 'cierna']);
  });

  it('cut at segments, not inside one (every colour ends in an "a")', () => {
    const hrefs = ['/kategoria/obuv/farba/bezova', '/kategoria/obuv/farba/biela', '/kategoria/obuv/farba/modra'];
    expect(sharedFrame(hrefs)).toEqual({ start: '/kategoria/obuv/farba/', end: '' });
  });

  it('rebuild every link, the one that removes a selected value too', () => {
    const hrefs = [
      '/kategoria/obuv/velkost/42',
      '/kategoria/obuv/vyrobca/adidas,nike/velkost/42',
      '/kategoria/obuv/vyrobca/nike,on/velkost/42',
    ];
    const frame = sharedFrame(hrefs);
    expect(frame).toEqual({ start: '/kategoria/obuv/', end: 'velkost/42' });
    expectRebuilt(hrefs, frame);
  });

  it('leave nothing out with one link, or none', () => {
    const one = ['/kategoria/obuv/farba/cierna'];
    expectRebuilt(one, sharedFrame(one));
    expect(sharedFrame([])).toEqual({ start: '', end: '' });
    expect(partOf(null, sharedFrame(one))).toBeUndefined();
  });
});
