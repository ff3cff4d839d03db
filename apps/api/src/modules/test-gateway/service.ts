import { randomInt } from 'node:crypto';
import type { Executor } from '@stride/db';
import { CURRENCIES, type Currency, type DomainMap, type Locale } from '@stride/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ParsedQuery } from '../../lib/query-string';
import { decideTestTransaction, insertTestTransaction, type TestTransaction, testTransaction } from './queries';

/**
 * The local test gateway (issue 12): with no COMGATE_* settings the api serves Comgate's background
 * protocol itself, as gateways' sandboxes do, so `npm start` takes card payments end to end without
 * an account. `POST …/v1.0/create` and `…/v1.0/status` take and answer the same urlencoded fields as
 * Comgate's; the buyer pays or cancels on a page that says it is a test; the gateway then posts its
 * notification to the shop, as Comgate does to the URL set in its portal, and sends the buyer back.
 * Its transactions live in the database, so every api process sees them.
 */

export const TEST_GATEWAY_PREFIX = '/api/test-gateway';

/** The one merchant the test gateway knows: what Comgate's portal would give a shop. */
export const TEST_MERCHANT = { merchant: '000000', secret: 'stride-test-gateway', name: 'Stride' } as const;

/**
 * Where this api process listens, as it reaches itself: the test gateway's address for the shop's
 * client and the shop's address for the gateway's notifications (0.0.0.0 and :: on loopback).
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the api does not listen on a TCP port');
  if (address.family === 'IPv6')
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

/** The shop's client settings for the local test gateway, which it reaches on the api's own address. */
export function localTestGateway(app: FastifyInstance) {
  return {
    url: () => `${ownOrigin(app)}${TEST_GATEWAY_PREFIX}`,
    merchant: TEST_MERCHANT.merchant,
    secret: TEST_MERCHANT.secret,
    test: true,
  };
}

/** Comgate's answer, urlencoded: `code=0&message=OK&…`, or a non-zero code and what is wrong. */
export type GatewayAnswer = Record<string, string>;

const refused = (code: number, message: string): GatewayAnswer => ({ code: String(code), message });

const RETURN_FIELDS = ['url_paid', 'url_cancelled', 'url_pending'] as const;
type ReturnField = (typeof RETURN_FIELDS)[number];
/** The buyer's ways back, as the shop gave them at create (`${id}` and `${refId}` still in them). */
export type ReturnUrls = Partial<Record<ReturnField, string>>;

const COMGATE_LANGUAGES = ['sk', 'cs', 'hu', 'en', 'de', 'pl'] as const;
const LOCALE_OF_LANGUAGE: Partial<Record<string, Locale>> = { sk: 'sk', cs: 'cz', hu: 'hu' };
const LOCALE_OF_CURRENCY: Record<Currency, Locale> = { EUR: 'sk', CZK: 'cz', HUF: 'hu' };

/** The page's language: the create's `lang` when it is one of ours, else the currency's shop. */
export function pageLocale(lang: string | undefined, currency: string): Locale {
  return LOCALE_OF_LANGUAGE[lang ?? ''] ?? LOCALE_OF_CURRENCY[currency as Currency] ?? 'sk';
}

/** Comgate's placeholders in a way back: its transaction id, and the shop's refId. */
const ID_PLACEHOLDER = `\${id}`;
const REF_ID_PLACEHOLDER = `\${refId}`;

/** A way back as an address, its `${id}` and `${refId}` placeholders aside; null when it is none. */
export function parseReturnUrl(url: string): URL | null {
  try {
    return new URL(url.replaceAll(ID_PLACEHOLDER, 'id').replaceAll(REF_ID_PLACEHOLDER, 'ref'));
  } catch {
    return null;
  }
}

/**
 * Whether the test gateway may send a buyer to `url`: an http(s) address on one of the shops' hosts
 * or on this machine. The ways back travel in the payment page's address (see payPageUrl), so a
 * link someone made up could otherwise send a buyer anywhere.
 */
export function returnUrlAllowed(url: string, domains: DomainMap): boolean {
  const parsed = parseReturnUrl(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  const host = parsed.hostname;
  return (
    Object.values(domains).includes(host) ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]'
  );
}

/** The ways back given in `fields` that the gateway may use; a missing cancel or pending way is the paid one. */
export function returnUrlsOf(fields: ParsedQuery, domains: DomainMap): ReturnUrls {
  const urls: ReturnUrls = {};
  for (const name of RETURN_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && returnUrlAllowed(value, domains)) urls[name] = value;
  }
  return urls;
}

/** Where the buyer goes for a decided transaction, `${id}` and `${refId}` filled in as Comgate does. */
export function wayBack(transaction: TestTransaction, urls: ReturnUrls): string | null {
  const url =
    transaction.status === 'PAID'
      ? urls.url_paid
      : transaction.status === 'CANCELLED'
        ? (urls.url_cancelled ?? urls.url_paid)
        : (urls.url_pending ?? urls.url_paid);
  if (!url) return null;
  const filled = url
    .replaceAll(ID_PLACEHOLDER, encodeURIComponent(transaction.transactionId))
    .replaceAll(REF_ID_PLACEHOLDER, encodeURIComponent(transaction.refId));
  // As a URL writes it: percent-encoded, so it is a valid Location header.
  return URL.canParse(filled) ? new URL(filled).href : null;
}

/**
 * The payment page's address. Comgate keeps a transaction's ways back on its side; the test
 * gateway's table has no column for them yet, so they travel in the page's query (only ones
 * returnUrlAllowed accepts), with the language; a way equal to url_paid is left out.
 */
export function payPageUrl(origin: string, transactionId: string, lang: string | undefined, urls: ReturnUrls): string {
  const query = new URLSearchParams();
  if (lang) query.set('lang', lang);
  for (const name of RETURN_FIELDS) {
    const url = urls[name];
    if (url && (name === 'url_paid' || url !== urls.url_paid)) query.set(name, url);
  }
  const search = query.toString();
  return `${origin}${TEST_GATEWAY_PREFIX}/pay/${transactionId}${search ? `?${search}` : ''}`;
}

const one = z.string();

const CreateSchema = z.object({
  price: one.regex(/^\d{1,10}$/).transform(Number),
  curr: z.enum(CURRENCIES),
  label: one.min(1).max(16),
  refId: one.min(1).max(100),
  method: one.min(1).max(200),
  email: one.min(3).max(254),
  prepareOnly: z.literal('true'),
  test: z.enum(['true', 'false']).optional(),
  country: one.regex(/^[A-Z]{2,3}$/).optional(),
  lang: z.enum(COMGATE_LANGUAGES).optional(),
});

/** Comgate's codes for what a create can get wrong, by the field that is wrong. */
const CODE_BY_FIELD: Partial<Record<string, number>> = {
  price: 1107,
  curr: 1107,
  lang: 1102,
  method: 1103,
  label: 1305,
};

const loggedIn = (fields: ParsedQuery) =>
  fields.merchant === TEST_MERCHANT.merchant && fields.secret === TEST_MERCHANT.secret;

/** Comgate-style transaction ids: three groups of four capital letters and digits (AB12-CD34-EF56). */
function newTransactionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/**
 * `POST /v1.0/create`: a PENDING transaction and the page to send the buyer to, on the origin of the
 * shop's way back (the buyer's browser reaches the api there, through the storefront), else on
 * `requestOrigin`.
 */
export async function createTestTransaction(
  db: Executor,
  fields: ParsedQuery,
  requestOrigin: string,
  domains: DomainMap,
): Promise<GatewayAnswer> {
  if (!loggedIn(fields)) return refused(1301, 'Unknown e-shop or wrong secret');
  const parsed = CreateSchema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return refused(CODE_BY_FIELD[field] ?? 1100, `Invalid parameter ${field}`);
  }
  const urls = returnUrlsOf(fields, domains);
  const given = RETURN_FIELDS.find((name) => fields[name] !== undefined && urls[name] === undefined);
  if (given) return refused(1100, `Invalid parameter ${given}: not an address of the shop`);
  const transactionId = newTransactionId();
  const { price, curr, label, refId, email, lang } = parsed.data;
  await insertTestTransaction(db, {
    transactionId,
    merchant: TEST_MERCHANT.merchant,
    price,
    currency: curr,
    label,
    refId,
    email,
  });
  const origin = (urls.url_paid && parseReturnUrl(urls.url_paid)?.origin) || requestOrigin;
  return {
    code: '0',
    message: 'OK',
    transId: transactionId,
    redirect: payPageUrl(origin, transactionId, lang, urls),
  };
}

/** A transaction's fields as Comgate's status call and notification give them. */
function transactionFields(transaction: TestTransaction): GatewayAnswer {
  return {
    merchant: transaction.merchant,
    test: 'true',
    price: String(transaction.price),
    curr: transaction.currency,
    label: transaction.label,
    refId: transaction.refId,
    method: 'CARD_ALL',
    email: transaction.email,
    transId: transaction.transactionId,
    secret: TEST_MERCHANT.secret,
    status: transaction.status,
  };
}

/** `POST /v1.0/status`: the transaction as the gateway has it. */
export async function testTransactionStatus(db: Executor, fields: ParsedQuery): Promise<GatewayAnswer> {
  if (!loggedIn(fields)) return refused(1400, 'Unknown e-shop or wrong secret');
  const transId = fields.transId;
  const transaction = typeof transId === 'string' ? await testTransaction(db, transId) : null;
  if (!transaction) return refused(1400, 'Payment not found');
  return { code: '0', message: 'OK', ...transactionFields(transaction) };
}

/**
 * The buyer's choice on the payment page: a PENDING transaction becomes PAID or CANCELLED, and the
 * shop is notified as Comgate notifies it (the transaction's fields, urlencoded, POSTed to the URL
 * of its portal settings; here the api's own notification route). A transaction decided before stays
 * as it was and notifies nobody. A notification that fails is logged, not fatal: the shop asks the
 * status call when the buyer comes back anyway.
 */
export async function decideOnPayPage(
  db: Executor,
  transactionId: string,
  choice: 'PAID' | 'CANCELLED',
  notifyUrl: () => string,
  log: Pick<FastifyInstance['log'], 'warn'>,
): Promise<TestTransaction | null> {
  const decided = await decideTestTransaction(db, transactionId, choice);
  const transaction = await testTransaction(db, transactionId);
  if (decided && transaction) {
    try {
      const response = await fetch(notifyUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(transactionFields(transaction)).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (!response.ok) log.warn({ transactionId, status: response.status }, 'test gateway: notification refused');
    } catch (error) {
      log.warn({ err: error, transactionId }, 'test gateway: notification not delivered');
    }
  }
  return transaction;
}
