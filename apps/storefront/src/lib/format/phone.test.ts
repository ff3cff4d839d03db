import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('removes every space, including non-breaking ones, and keeps the digits and plus sign', () => {
    expect(telHref('+421 2 3300\u00a04455')).toBe('tel:+421233004455');
  });

  it('leaves a number without spaces as it is', () => {
    expect(telHref('+36301234567')).toBe('tel:+36301234567');
  });
});
