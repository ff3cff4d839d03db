import { ProductListResponseSchema } from '@stride/contract';
import { expect } from 'vitest';
import { get, type TestApp } from './test-app';

/** Test helpers that read the product listing of a test app, shared by the filter test files. */
export function listingRequests(testApp: () => TestApp) {
  async function list(query: string) {
    const response = await get(testApp().app, `/api/lib/v1/products?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return ProductListResponseSchema.parse(response.body);
  }

  /** Every id of a filtered listing, page by page (100 per page), sorted by id. */
  async function allIds(query: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; page <= 20; page++) {
      const body = await list(`${query}&fields=id&perPage=100&page=${page}`);
      ids.push(...body.items.map((item) => item.id));
      if (ids.length >= body.total) break;
    }
    return ids.sort((a, b) => a - b);
  }

  return { list, allIds };
}
