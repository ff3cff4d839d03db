import type { Product } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { buildListingIndex, type ListingIndex } from '../listing-index/listing-index';
import { MAX_VIEWS, ProductViews } from './product-views';

const emptyIndex = (): ListingIndex => buildListingIndex({ products: [], categories: [], filters: new Map() });
const view = (id: number) => ({ id }) as Product;

describe('ProductViews', () => {
  it('keeps views per catalog generation and per variant', () => {
    const generation = emptyIndex();
    new ProductViews(generation, 'card').set(1, view(1));
    expect(new ProductViews(generation, 'card').get(1)).toEqual(view(1));
    expect(new ProductViews(generation, 'whole').get(1)).toBeUndefined();
    expect(new ProductViews(emptyIndex(), 'card').get(1)).toBeUndefined();
  });

  it('drops the oldest views beyond its bound', () => {
    const views = new ProductViews(emptyIndex(), 'card');
    for (let id = 1; id <= MAX_VIEWS + 1; id++) views.set(id, view(id));
    expect(views.get(1)).toBeUndefined();
    expect(views.get(2)).toEqual(view(2));
    expect(views.get(MAX_VIEWS + 1)).toEqual(view(MAX_VIEWS + 1));
  });
});
