import { test as base, type Page } from '@playwright/test';

/**
 * The journeys' `test`: a shopper's page that is alive before it is used.
 *
 * A storefront page fetches its scripts only after its first paint
 * (apps/storefront/server/paint-first.ts). So the `load` event that `page.goto` waits for can come
 * before the app has hydrated, and a click that soon would reach a button without its handler. Here
 * `goto` and `reload` also wait until React has taken over the document. From then on React replays
 * an event on a part it has not hydrated yet, so nothing a journey does is lost.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    // hydrateRoot marks its container (the document) with a `__reactContainer$…` key. A page
    // without Next's payload (`self.__next_f`, e.g. an api answer) has nothing to hydrate.
    () => !('__next_f' in self) || Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
