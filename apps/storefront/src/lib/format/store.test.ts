import { describe, expect, it } from 'vitest';
import { storeMapLink } from './store';

describe('storeMapLink', () => {
  it('returns the map_link parameter of the store', () => {
    const store = {
      parameters: [
        { hash: 'free_delivery', value: '1' },
        { hash: 'map_link', value: 'https://maps.example/?q=Stride' },
      ],
    };
    expect(storeMapLink(store)).toBe('https://maps.example/?q=Stride');
  });

  it('has none without the parameter or with something that is not a web address', () => {
    expect(storeMapLink({ parameters: [] })).toBeNull();
    expect(storeMapLink({ parameters: [{ hash: 'map_link', value: 'javascript:alert(1)' }] })).toBeNull();
    expect(storeMapLink({ parameters: [{ hash: 'map_link', value: '  ' }] })).toBeNull();
  });
});
