import type { Page } from '@playwright/test';
import type { z } from 'zod';
import type { AvailableFilter, FilterValue } from '../../packages/contract/src';
import { test as base } from './test';

/**
 * Reads the api as the page's browser does, through its storefront's same-origin `/api` proxy (the
 * page must be on a storefront first), and parses the answer with the contract's schema: a journey
 * comparing the page with the api compares it with what the contract promises, not with a guess.
 */
export type ReadApi = <Schema extends z.ZodType>(path: string, schema: Schema) => Promise<z.infer<Schema>>;

/** The reader for any page: the fixture's for the test's page, or a second visitor's in their own context. */
export function readApiOf(page: Page): ReadApi {
  return async (path, schema) => {
    const body: unknown = await page.evaluate(async (apiPath) => {
      const response = await fetch(apiPath, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${apiPath}: HTTP ${response.status}`);
      return response.json();
    }, path);
    return schema.parse(body);
  };
}

export const test = base.extend<{ readApi: ReadApi }>({
  readApi: async ({ page }, use) => {
    await use(readApiOf(page));
  },
});

/** The values of a value filter of a /filters answer; a price range, or no filter, has none. */
export const valuesOf = (filter: AvailableFilter | undefined): FilterValue[] =>
  filter?.kind === 'values' ? filter.values : [];

export { expect } from './test';
