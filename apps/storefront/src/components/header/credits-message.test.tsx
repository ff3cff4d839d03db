import { CreditsSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, loggedIn } from '@/components/account/account.fixtures';
import { money, renderPage, tagWith, textsOf } from '@/components/checkout/checkout.fixtures';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { CreditsMessage } from './credits-message';

/** The header's loyalty-credits message over the profile and credits the browser read (decision 0008). */

const credits = (balance: number) =>
  CreditsSchema.parse({
    balance: money(balance),
    canConvert: false,
    rules: { earnPercent: 5, conversionThreshold: money(2000), minimumConversion: money(500), couponValidDays: 90 },
    history: [],
    coupons: [],
  });

const render = (cache: Record<string, unknown>) =>
  renderPage(
    <CreditsMessage
      texts={{ balance: 'V kreditoch máte {amount}', none: 'Za nákupy získavate kredity: {percent} % z ceny' }}
      href="/ucet/kredity"
    />,
    { cache, namespaces: [] },
  );

describe('the header’s credits message', () => {
  it('is not there for a visitor who is not logged in, nor before the profile has answered', async () => {
    // Credits in the cache too: the message must not show them to anyone the profile does not name.
    for (const cache of [{}, { [VISITOR_PATHS.profile]: LOGGED_OUT, [VISITOR_PATHS.credits]: credits(1240) }]) {
      expect(await render(cache)).not.toContain('header-credits');
    }
  });

  it('tells a member their balance, linking to the credits page', async () => {
    const html = await render({ [VISITOR_PATHS.profile]: loggedIn(), [VISITOR_PATHS.credits]: credits(1240) });
    expect(textsOf(html, 'header-credits')).toEqual(['V kreditoch máte 12,40\u00a0€']);
    expect(tagWith(html, 'data-testid', 'header-credits')).toContain('href="/ucet/kredity"');
  });

  it('tells a member without credits what an order earns', async () => {
    const html = await render({ [VISITOR_PATHS.profile]: loggedIn(), [VISITOR_PATHS.credits]: credits(0) });
    expect(textsOf(html, 'header-credits')).toEqual(['Za nákupy získavate kredity: 5 % z ceny']);
  });
});
