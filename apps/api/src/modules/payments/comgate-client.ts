import type { Currency } from '@stride/contract';
import { z } from 'zod';

/**
 * Comgate's background protocol (api v1.0), as its documentation and its PHP SDK speak it: a POST of
 * application/x-www-form-urlencoded fields, the shop's `merchant` and `secret` among them, answered
 * with urlencoded fields, `code=0&message=OK&…` on success and another code with its message on a
 * refusal (an HTTP 200 either way).
 *
 * - `POST {url}/v1.0/create` with price (minor units), curr, label (1–16 characters), refId,
 *   method, email, prepareOnly=true, country, lang, test and url_paid / url_cancelled / url_pending
 *   (where the buyer comes back; `${id}` and `${refId}` in them are filled in by the gateway) answers
 *   `transId` and `redirect`, the payment page to send the buyer to.
 * - `POST {url}/v1.0/status` with transId answers the transaction as the gateway has it: status
 *   (PENDING, PAID, CANCELLED, AUTHORIZED), price, curr, refId, label, email, test, merchant…
 *
 * The gateway's notification (a POST of the same fields to the URL set in its portal) carries no
 * signature, so a shop reads only its transId and asks `/v1.0/status`: that answer is the truth.
 */

export const COMGATE_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'AUTHORIZED'] as const;
export type ComgateStatus = (typeof COMGATE_STATUSES)[number];

/** A gateway address, or how to find it when it is known only once the api listens (the local test gateway). */
export type GatewayAddress = string | (() => string);

export type ComgateClientSettings = { url: GatewayAddress; merchant: string; secret: string; test: boolean };

/** Comgate's country and language codes of our three shops. */
export type ComgateCountry = 'SK' | 'CZ' | 'HU';
export type ComgateLanguage = 'sk' | 'cs' | 'hu';

export type NewTransaction = {
  /** In minor units of `currency`. */
  price: number;
  currency: Currency;
  /** 1–16 characters: what the buyer's statement and the gateway's portal show. */
  label: string;
  /** The shop's reference: the order number. */
  refId: string;
  email: string;
  country: ComgateCountry;
  lang: ComgateLanguage;
  /** Where the buyer comes back, paid, cancelled or pending alike (url_paid, url_cancelled, url_pending). */
  returnUrl: string;
};

export type CreatedTransaction = { transId: string; redirect: string };

export type TransactionStatus = {
  transId: string;
  status: ComgateStatus;
  /** In minor units of `currency`. */
  price: number;
  currency: string;
  refId: string;
  label: string;
  email: string;
  merchant: string;
  test: boolean;
};

export interface ComgateClient {
  createTransaction(transaction: NewTransaction): Promise<CreatedTransaction>;
  transactionStatus(transId: string): Promise<TransactionStatus>;
}

/**
 * The gateway did not do what was asked: it refused (`code`, its non-zero code, and its message),
 * gave no answer (a network failure, a timeout, an HTTP error), or an answer this client cannot read.
 * Nothing is known to have changed there, except that a refused create made no transaction.
 */
export class ComgateError extends Error {
  constructor(
    readonly reason: 'refused' | 'unreachable' | 'unreadable',
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'ComgateError';
  }
}

/** How long the shop waits for the gateway: a buyer is waiting for the create, the gateway for a notification's answer. */
const GATEWAY_TIMEOUT_MS = 10_000;

const FORM = 'application/x-www-form-urlencoded';

const Digits = z.string().regex(/^\d{1,12}$/);

const AnswerCodeSchema = z.object({ code: Digits.transform(Number), message: z.string().default('') });

const CreatedSchema = z.object({ transId: z.string().min(1).max(64), redirect: z.url({ protocol: /^https?$/ }) });

const StatusSchema = z.object({
  transId: z.string().min(1).max(64),
  status: z.enum(COMGATE_STATUSES),
  price: Digits.transform(Number),
  curr: z.string(),
  refId: z.string(),
  label: z.string().default(''),
  email: z.string().default(''),
  merchant: z.string().default(''),
  test: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** An urlencoded body as fields; a field given twice keeps its last value. */
export function formFields(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

export function comgateClient(settings: ComgateClientSettings, fetchImpl: typeof fetch = fetch): ComgateClient {
  /** One call: the credentials and `fields` posted to `{url}{path}`; the answer's fields when its code is 0. */
  async function call(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    let text: string;
    let status: number;
    try {
      const base = typeof settings.url === 'function' ? settings.url() : settings.url;
      const response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': FORM, accept: FORM },
        body: new URLSearchParams({ merchant: settings.merchant, secret: settings.secret, ...fields }).toString(),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new ComgateError('unreachable', `Comgate ${path}: no answer (${(error as Error).message})`);
    }
    if (status < 200 || status >= 300) throw new ComgateError('unreachable', `Comgate ${path}: HTTP ${status}`);
    const answer = formFields(text);
    const code = AnswerCodeSchema.safeParse(answer);
    if (!code.success) throw new ComgateError('unreadable', `Comgate ${path}: an answer without a code`);
    if (code.data.code !== 0) {
      throw new ComgateError('refused', `Comgate ${path}: ${code.data.code} ${code.data.message}`, code.data.code);
    }
    return answer;
  }

  return {
    async createTransaction(transaction) {
      const answer = await call('/v1.0/create', {
        test: String(settings.test),
        price: String(transaction.price),
        curr: transaction.currency,
        label: transaction.label,
        refId: transaction.refId,
        method: 'CARD_ALL',
        email: transaction.email,
        prepareOnly: 'true',
        country: transaction.country,
        lang: transaction.lang,
        url_paid: transaction.returnUrl,
        url_cancelled: transaction.returnUrl,
        url_pending: transaction.returnUrl,
      });
      const created = CreatedSchema.safeParse(answer);
      if (!created.success) throw new ComgateError('unreadable', 'Comgate /v1.0/create: no transId or redirect');
      return created.data;
    },

    async transactionStatus(transId) {
      const answer = await call('/v1.0/status', { transId });
      const parsed = StatusSchema.safeParse(answer);
      if (!parsed.success) throw new ComgateError('unreadable', 'Comgate /v1.0/status: an answer it cannot read');
      const { curr, ...status } = parsed.data;
      return { ...status, currency: curr };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The card gateway's client (app.ts): Comgate with COMGATE_* settings, else the local test
     * gateway. What `startCardPayment` takes; a route reaches it as `request.server.cardGateway`.
     */
    cardGateway: ComgateClient;
  }
}
