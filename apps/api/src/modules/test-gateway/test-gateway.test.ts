import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCardOrder } from '../../test-support/card-orders';
import { useTestApp } from '../../test-support/test-app';
import { TEST_MERCHANT } from './service';

/**
 * The local test gateway as a shop sees it, over HTTP: Comgate's create and status calls (fields in,
 * fields out, Comgate's codes for what is wrong) and the payment page a buyer sees.
 */
const testApp = useTestApp();
let origin: string;

beforeAll(async () => {
  const { app } = testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

const credentials = { merchant: TEST_MERCHANT.merchant, secret: TEST_MERCHANT.secret };
const returnUrl = () => `${origin}/api/lib/v1/payments/return?id=\${id}&refId=\${refId}&to=%2Fobjednavka`;

async function call(path: 'create' | 'status', fields: Record<string, string>) {
  const response = await fetch(`${origin}/api/test-gateway/v1.0/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  return Object.fromEntries(new URLSearchParams(await response.text()));
}

const createFields = (extra: Record<string, string> = {}) => ({
  ...credentials,
  test: 'true',
  price: '12990',
  curr: 'EUR',
  label: 'Stride.sk 250001',
  refId: '250001',
  method: 'CARD_ALL',
  email: 'bezec@example.sk',
  prepareOnly: 'true',
  country: 'SK',
  lang: 'sk',
  url_paid: returnUrl(),
  url_cancelled: returnUrl(),
  url_pending: returnUrl(),
  ...extra,
});

describe('the test gateway’s protocol', () => {
  it('creates a transaction and tells its status as Comgate does', async () => {
    const created = await call('create', createFields());
    expect(created).toEqual({
      code: '0',
      message: 'OK',
      transId: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      redirect: `${origin}/api/test-gateway/pay/${created.transId}?lang=sk&url_paid=${encodeURIComponent(returnUrl())}`,
    });
    expect(await call('status', { ...credentials, transId: created.transId ?? '' })).toEqual({
      code: '0',
      message: 'OK',
      merchant: TEST_MERCHANT.merchant,
      test: 'true',
      price: '12990',
      curr: 'EUR',
      label: 'Stride.sk 250001',
      refId: '250001',
      method: 'CARD_ALL',
      email: 'bezec@example.sk',
      transId: created.transId,
      secret: TEST_MERCHANT.secret,
      status: 'PENDING',
    });
  });

  it('refuses with Comgate’s codes: wrong credentials, a bad price, a label too long, an unknown payment', async () => {
    expect((await call('create', createFields({ secret: 'wrong' }))).code).toBe('1301');
    expect((await call('create', createFields({ price: '12.90' }))).code).toBe('1107');
    expect((await call('create', createFields({ curr: 'USD' }))).code).toBe('1107');
    expect((await call('create', createFields({ label: 'x'.repeat(17) }))).code).toBe('1305');
    expect((await call('create', createFields({ prepareOnly: 'false' }))).code).toBe('1100');
    expect(await call('status', { ...credentials, transId: 'ZZZZ-ZZZZ-ZZZZ' })).toEqual({
      code: '1400',
      message: 'Payment not found',
    });
    expect((await call('status', { merchant: '000000', secret: 'wrong', transId: 'ZZZZ-ZZZZ-ZZZZ' })).code).toBe(
      '1400',
    );
  });

  it('refuses a way back to a host that is none of the shops’', async () => {
    const refused = await call('create', createFields({ url_paid: `https://evil.example/steal?id=\${id}` }));
    expect(refused).toEqual({ code: '1100', message: 'Invalid parameter url_paid: not an address of the shop' });
  });
});

describe('the test payment page', () => {
  it('says it is a test, in the shop’s language, shows shop, order and amount, and offers Pay and Cancel', async () => {
    const created = await call('create', createFields({ curr: 'HUF', price: '2599000', lang: 'hu' }));
    const response = await fetch(created.redirect ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain(
      '<p class="banner">TESZT FIZETÉSI KAPU: ez nem valódi fizetés, semmilyen pénz nem mozdul.</p>',
    );
    expect(html).toContain('<dd>Stride</dd>');
    expect(html).toContain('<dd>250001</dd>');
    expect(html).toContain('<dd class="amount">25\u00a0990\u00a0Ft</dd>');
    expect(html).toMatch(
      /<button type="submit" name="action" value="pay" class="pay">25\u00a0990\u00a0Ft kifizetése<\/button>/,
    );
    expect(html).toContain(
      '<button type="submit" name="action" value="cancel" class="cancel">Fizetés megszakítása</button>',
    );

    // One policy, the page's own: its style by nonce, its form back to itself and to the shop.
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${origin}; base-uri 'none'; frame-ancestors 'none'`,
    );
  });

  it('shows a decided payment’s result with the way back, and answers 404 for a payment it does not know', async () => {
    const order = await insertCardOrder(testApp().database);
    const created = await call('create', createFields({ refId: order.orderNumber }));
    const paid = await fetch(`${origin}/api/test-gateway/pay/${created.transId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', url_paid: returnUrl() }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${origin}/api/lib/v1/payments/return?id=${created.transId}&refId=${order.orderNumber}&to=%2Fobjednavka`,
    );
    // A second press changes nothing: still paid, not cancelled.
    await fetch(`${origin}/api/test-gateway/pay/${created.transId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect((await call('status', { ...credentials, transId: created.transId ?? '' })).status).toBe('PAID');

    const page = await (await fetch(created.redirect ?? '')).text();
    expect(page).toContain('<p>Táto platba je zaplatená.</p>');
    expect(page).toContain(
      `<a href="${origin}/api/lib/v1/payments/return?id=${created.transId}&amp;refId=${order.orderNumber}&amp;to=%2Fobjednavka">Späť do obchodu</a>`,
    );
    expect(page).not.toContain('<form');

    const unknown = await fetch(`${origin}/api/test-gateway/pay/ZZZZ-ZZZZ-ZZZZ?lang=cs`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Takovou platbu brána nezná.');
  });

  it('ignores a way back to a foreign host put into the page’s address', async () => {
    const created = await call('create', createFields());
    const forged = `${origin}/api/test-gateway/pay/${created.transId}?url_paid=${encodeURIComponent('https://evil.example/')}`;
    const html = await (await fetch(forged)).text();
    expect(html).not.toContain('evil.example');
    const answer = await fetch(`${origin}/api/test-gateway/pay/${created.transId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'cancel', url_paid: 'https://evil.example/' }).toString(),
      redirect: 'manual',
    });
    // No way back it may use: the result page instead of a redirect.
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Táto platba bola zrušená.');
  });

  it('is not in the api’s OpenAPI document: it stands for another party', async () => {
    const document = (await testApp().app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/test-gateway'))).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/api/lib/v1/payments/comgate/notify');
  });
});
