import { FooterResponseSchema, PageDetailSchema, WebInstanceSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

/** The page lists of spec §2 that every country has, by their kind. */
const SPEC_PAGE_KINDS = [
  'delivery',
  'returns-30-days',
  'free-returns',
  'why-buy-here',
  'order-by-14',
  'running-advice',
  'credits',
];

describe('the header and footer page lists (issue 15 §2)', () => {
  it.each(Object.entries(HOST))(
    'reach every page list of spec §2 in the %s shop, each page opening',
    async (_, host) => {
      const { app } = testApp();
      const header = WebInstanceSchema.parse((await get(app, '/api/lib/v1/webinstance', { host })).body).pagesHeader;
      const footer = FooterResponseSchema.parse((await get(app, '/api/pages/footer', { host })).body);
      const linked = [...header, ...footer.statics01, ...footer.statics02];
      for (const kind of SPEC_PAGE_KINDS) {
        const link = linked.find((candidate) => candidate.kind === kind);
        expect(link, `${kind} in a header or footer list`).toBeDefined();
        const page = await get(app, `/api/pages/page/${link?.urlTitle}`, { host });
        expect(page.status, `${kind}: /${link?.urlTitle}`).toBe(200);
        expect(PageDetailSchema.parse(page.body).content, kind).not.toBe('');
      }
      // The contact page is in the header (spec §2's top bar) and the footer.
      expect(header.some((link) => link.kind === 'contact')).toBe(true);
      expect(footer.statics02.some((link) => link.kind === 'contact')).toBe(true);
    },
  );
});
