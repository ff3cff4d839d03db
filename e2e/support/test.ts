import { randomUUID } from 'node:crypto';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_TEXT_VERSION, consentCookieValue } from '../../packages/rules/src/consent-cookie';
import { STOREFRONTS } from './storefronts';

/**
 * Gives a browser context a cookie choice already made in all three shops (necessary cookies only),
 * as a returning visitor has: the cookie banner (issue 16 §3) then never opens over a journey that is
 * not about it. The consent journeys turn it off (`test.use({ consentDecided: false })`).
 */
export async function decideConsent(context: BrowserContext): Promise<void> {
  const value = consentCookieValue({
    textVersion: CONSENT_TEXT_VERSION,
    consentId: randomUUID(),
    analytics: false,
    marketing: false,
  });
  await context.addCookies(STOREFRONTS.map(({ origin }) => ({ name: CONSENT_COOKIE, value, url: origin })));
}

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

export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    if (consentDecided) await decideConsent(context);
    await use(context);
  },
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
    // Every journey runs under the pages' Content Security Policy: anything it refused (an inline script
    // without its hash, a source from elsewhere, a library's eval probe even when caught) fails the
    // journey that met it. Chromium reports some of these only as the page's violation event.
    const refused: string[] = [];
    await page.exposeFunction('__stridePolicyRefused', (what: string) => refused.push(what));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __stridePolicyRefused: (what: string) => void }).__stridePolicyRefused;
        report(
          `${location.href}: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await use(page);
    expect(refused, 'what the Content Security Policy refused').toEqual([]);
  },
});

export { expect };
