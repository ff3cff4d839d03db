import { type Credits, CreditsSchema } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { money, renderPage, tagWith, textsOf } from '@/components/checkout/checkout.fixtures';
import { failureFeedback } from '@/components/common/form-errors';
import { convertCredits } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { LINKS, LOGGED_OUT, loggedIn } from './account.fixtures';
import { ConversionForm, conversionProblemText, IssuedCoupon } from './credits-conversion';
import { CreditsScreen } from './credits-screen';

/**
 * The credits page as the browser first draws it over api answers written by hand (a member with no
 * credits, one with a history), and the conversion: what it sends, the new coupon shown, and a
 * refusal (the form's own check and the api's message) at the amount's field.
 */

const RULES = {
  earnPercent: 5,
  conversionThreshold: money(2000),
  minimumConversion: money(500),
  couponValidDays: 90,
};

const NONE: Credits = CreditsSchema.parse({
  balance: money(0),
  canConvert: false,
  rules: RULES,
  history: [],
  coupons: [],
});

const WITH_HISTORY: Credits = CreditsSchema.parse({
  balance: money(1240),
  canConvert: true,
  rules: RULES,
  history: [
    // Newest first, as the api answers. 23:30 UTC is the next day in Bratislava.
    {
      id: 3,
      createdAt: '2026-11-25T23:30:00.000Z',
      reason: 'converted',
      delta: money(-500),
      orderNumber: null,
      couponCode: 'KREDIT-7QX2',
    },
    {
      id: 2,
      createdAt: '2026-11-20T10:00:00.000Z',
      reason: 'spent',
      delta: money(-260),
      orderNumber: '10000043',
      couponCode: null,
    },
    {
      id: 1,
      createdAt: '2026-11-02T08:15:00.000Z',
      reason: 'earned',
      delta: money(2000),
      orderNumber: '10000042',
      couponCode: null,
    },
  ],
  coupons: [{ code: 'KREDIT-7QX2', value: money(500), validTo: '2027-02-23T23:00:00.000Z' }],
});

const render = (body: React.ReactNode, cache: Record<string, unknown>) =>
  renderPage(body, { cache, namespaces: ['account', 'validation'] });

const page = (profile: unknown, credits: Credits) =>
  render(<CreditsScreen links={LINKS} />, { [VISITOR_PATHS.profile]: profile, [VISITOR_PATHS.credits]: credits });

afterEach(() => vi.unstubAllGlobals());

describe('the credits page', () => {
  it('shows nothing of the credits to a visitor who is not logged in, and is in the account’s navigation', async () => {
    const html = await page(LOGGED_OUT, WITH_HISTORY);
    expect(html).not.toContain('data-testid="credits-page"');
    expect(html).not.toContain('12,40');
    expect(tagWith(html, 'href', '/ucet/kredity')).toContain('aria-current="page"');
  });

  it('for a member without credits: a zero balance, empty history and coupons, why converting is closed, the rules in words', async () => {
    const html = await page(loggedIn(), NONE);
    expect(textsOf(html, 'credits-balance')).toEqual([money(0).formatted]);
    expect(textsOf(html, 'credits-history-empty')).toEqual([
      'Zatiaľ nemáte žiadne kredity. Získate ich z každého zaplateného nákupu.',
    ]);
    expect(textsOf(html, 'credits-coupons-empty')).toEqual(['Nemáte žiadny nepoužitý kupón z kreditov.']);
    expect(textsOf(html, 'credits-conversion-closed')).toEqual(['Na kupón potrebujete aspoň 5,00\u00a0€ v kreditoch.']);
    expect(html).not.toContain('data-testid="credits-conversion-form"');
    expect(textsOf(html, 'credits-rules')).toEqual([
      [
        'Ako kredity fungujú',
        'Za každý nákup vám pripíšeme kredity vo výške 5 % z ceny tovaru po zľavách.',
        'Za elektroniku (napríklad hodinky a sporttestery) sa kredity nepripisujú.',
        'Kredity pripíšeme, keď je objednávka zaplatená. Ak sa objednávka zruší, odoberieme ich.',
        'Za zľavový kupón ich vymeníte po prvom zaplatenom nákupe alebo keď nazbierate 20,00\u00a0€. Najmenší kupón je za 5,00\u00a0€.',
        'Kupón platí 90 dní od výmeny.',
        'Kredity môžete uplatniť aj priamo v košíku, najviac do výšky zostatku a sumy nákupu.',
      ].join(' '),
    ]);
  });

  it('says converting opens after a first paid order when the balance would do but the member may not yet', async () => {
    const html = await page(loggedIn(), { ...NONE, balance: money(800) });
    expect(textsOf(html, 'credits-conversion-closed')).toEqual([
      'Výmena sa otvorí po vašom prvom zaplatenom nákupe alebo keď nazbierate 20,00\u00a0€.',
    ]);
  });

  it('lists the history (DD.MM.YYYY in the shop’s zone, the reason in words, the order, the signed amount) and the coupons', async () => {
    const html = await page(loggedIn(), WITH_HISTORY);
    expect(textsOf(html, 'credits-balance')).toEqual(['12,40\u00a0€']);
    expect(textsOf(html, 'credits-history-row')).toEqual([
      '26.11.2026 Vymenené za kupón KREDIT-7QX2 -5,00\u00a0€',
      '20.11.2026 Uplatnené v nákupe 10000043 -2,60\u00a0€',
      '02.11.2026 Získané za nákup 10000042 +20,00\u00a0€',
    ]);
    expect(textsOf(html, 'credits-coupon')).toEqual(['KREDIT-7QX2 24.02.2027 5,00\u00a0€']);
    // Converting is open: the amount between the smallest coupon and the balance.
    expect(html).toContain('data-testid="credits-conversion-form"');
    expect(html).toContain('Od 5,00\u00a0€ do 12,40\u00a0€.');
    expect(tagWith(html, 'name', 'credits-conversion-credit')).toContain('inputMode="decimal"');
  });
});

describe('converting credits into a coupon', () => {
  it('sends the amount in minor units and shows the new coupon’s code, value, validity and where to use it', async () => {
    const coupon = { code: 'KREDIT-9ABC', value: money(1000), validTo: '2027-02-25T10:00:00.000Z' };
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ coupon, credits: { ...WITH_HISTORY, balance: money(240) } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await convertCredits(1000);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/lib/v1/credits/coupon');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ credit: 1000 });
    expect(answer.credits.balance.amount).toBe(240);

    const html = await render(<IssuedCoupon coupon={answer.coupon} cartHref="/kosik" />, {});
    expect(textsOf(html, 'account-notice')).toEqual(['Hotovo. Kupón v hodnote 10,00\u00a0€ platí do 25.02.2027.']);
    expect(textsOf(html, 'credits-issued-code')).toEqual(['KREDIT-9ABC']);
    expect(textsOf(html, 'credits-issued')[0]).toContain('Kód zadajte v košíku do poľa „Zľavový kupón“.');
    expect(tagWith(html, 'href', '/kosik')).toContain('button');
  });

  it('says why an amount is not sent, and shows the api’s refusal at the amount’s field', async () => {
    const texts = await captureTexts();
    expect(conversionProblemText('tooLittle', WITH_HISTORY, texts)).toBe('Najmenší kupón je za 5,00\u00a0€.');
    expect(conversionProblemText('tooMuch', WITH_HISTORY, texts)).toBe('V kreditoch máte len 12,40\u00a0€.');
    expect(conversionProblemText('invalid', WITH_HISTORY, texts)).toBe('Zadajte sumu číslom, napríklad 12,40.');

    const refusal = 'Na výmenu nemáte dosť kreditov.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, code: 'conflict', messages: [{ field: 'credit', message: refusal }] }),
            { status: 409 },
          ),
      ),
    );
    const refused = await convertCredits(1240).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BrowserApiError);
    const feedback = failureFeedback(refused, (field) => field === 'credit', { fallback: 'x', invalid: 'y' });
    expect(feedback.fields).toEqual({ credit: refusal });

    const html = await render(
      <ConversionForm
        credits={WITH_HISTORY}
        amount="12,40"
        onAmount={() => {}}
        error={feedback.fields.credit}
        formError=""
        busy={false}
        onSubmit={() => {}}
      />,
      {},
    );
    expect(tagWith(html, 'name', 'credits-conversion-credit')).toContain('aria-invalid="true"');
    expect(textsOf(html, 'credits-conversion-credit-error')).toEqual([refusal]);
  });
});

type AccountTexts = ReturnType<typeof useTranslations<'account'>>;
let captured: AccountTexts | null = null;

/** Hands out the account's texts as a component gets them. */
function CaptureTexts() {
  captured = useTranslations('account');
  return null;
}

/** The account's texts as a component gets them, taken out of a render. */
async function captureTexts(): Promise<AccountTexts> {
  await render(<CaptureTexts />, {});
  if (!captured) throw new Error('the texts were not captured');
  return captured;
}
