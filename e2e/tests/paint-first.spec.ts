import type { Page } from '@playwright/test';
import { z } from 'zod';
import { STOREFRONTS } from '../support/storefronts';
import { decideConsent, expect, test } from '../support/test';

/**
 * The storefront server serves a page so that it is painted before its scripts are fetched
 * (apps/storefront/server/paint-first.ts), and the page still comes alive once they arrive.
 */

/** The two kinds of Chromium trace events the journey compares, as Lighthouse reads them too. */
const TraceSchema = z.object({
  traceEvents: z.array(
    z.object({
      name: z.string(),
      ts: z.number(),
      args: z
        .object({
          data: z.object({ url: z.string().optional() }).optional(),
          beginData: z.object({ url: z.string().optional() }).optional(),
        })
        .optional(),
    }),
  ),
});
type TraceEvent = z.infer<typeof TraceSchema>['traceEvents'][number];

for (const shop of STOREFRONTS) {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/${shop.categorySegment}/${shop.shoesCategory}` },
    { name: 'search results', path: `/${shop.searchSegment}/nike` },
  ];
  for (const { name, path } of pages) {
    test(`${shop.locale} ${name}: painted before any script is fetched, then hydrated`, async ({ browser, page }) => {
      const url = `${shop.origin}${path}`;
      /** One load of the page in a tab, traced from before the request until the app has hydrated. */
      const tracedLoad = async (tab: Page) => {
        // The app, once booted, asks for the visitor's cart from the browser: proof that it hydrated.
        const cartAsked = tab.waitForRequest((request) => new URL(request.url()).pathname === '/api/lib/v1/cart');
        await browser.startTracing(tab, { categories: ['devtools.timeline', 'loading'] });
        const response = await tab.goto(url);
        await cartAsked;
        const trace = TraceSchema.parse(JSON.parse((await browser.stopTracing()).toString('utf8')));
        return { status: response?.status(), html: await response?.text(), events: trace.traceEvents };
      };
      /** When the renderer began to parse the page. */
      const parsingOf = (events: TraceEvent[]) =>
        events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url)?.ts;

      // On a busy machine a renderer started for the navigation can join the trace late and miss its
      // first events. Such a trace shows nothing either way, so the load is traced once more, in a new
      // context: in this one the scripts would now come from the browser's cache, without requests.
      let load = await tracedLoad(page);
      if (parsingOf(load.events) === undefined) {
        const context = await browser.newContext();
        await decideConsent(context);
        load = await tracedLoad(await context.newPage()).finally(() => context.close());
      }
      const { status, html, events } = load;
      expect(status).toBe(200);
      expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);

      // The renderer's record of what it did once it began to parse the page: its first frame's Paint
      // step (Paint timing reports that frame later, when the screen shows it), and each request.
      const parsing = parsingOf(events);
      expect(parsing, 'the page’s parsing in the trace').toBeDefined();
      const firstFramePainted = events.find((event) => event.name === 'Paint' && event.ts > (parsing ?? Number.NaN));
      expect(firstFramePainted, 'a painted frame in the trace').toBeDefined();
      const chunkRequests = events.filter(
        (event) =>
          event.name === 'ResourceSendRequest' && /\/_next\/static\/[^?]+\.js$/.test(event.args?.data?.url ?? ''),
      );
      expect(chunkRequests.length).toBeGreaterThan(3);
      for (const request of chunkRequests) expect(request.ts).toBeGreaterThan(firstFramePainted?.ts ?? Number.NaN);
    });
  }
}
