import { describe, expect, it } from 'vitest';
import { storeStockFilterPath } from './store-stock-path';

describe('storeStockFilterPath', () => {
  it('names the store-location filter in each shop’s language', () => {
    expect(storeStockFilterPath('sk', 'stride-bratislava')).toEqual(['predajna', 'stride-bratislava']);
    expect(storeStockFilterPath('cz', 'stride-praha')).toEqual(['prodejna', 'stride-praha']);
    expect(storeStockFilterPath('hu', 'stride-budapest')).toEqual(['uzlet', 'stride-budapest']);
  });
});
