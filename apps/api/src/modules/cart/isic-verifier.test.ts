import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountManagerVerifier } from './isic-verifier';

/**
 * A local server speaking Discount Manager's verification call as the adapter uses it: POST
 * /api/verifications, basic auth, `{cardNumber, cardholderName}`. It knows one card, answers 201 for
 * it, 404 for any other, 401 to wrong credentials, and 500 for a card it chokes on.
 */
const USER = 'stride-shop';
const PASSWORD = 'secret-pass';
const requests: { method?: string; url?: string; authorization?: string; body: unknown }[] = [];
let server: Server;
let url: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body: unknown = raw ? JSON.parse(raw) : null;
    requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
    const expectedAuth = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    const card = body as { cardNumber?: string; cardholderName?: string };
    const status =
      request.method !== 'POST' || request.url !== '/isic/api/verifications'
        ? 404
        : request.headers.authorization !== expectedAuth
          ? 401
          : card.cardNumber === 'S999000000000Z'
            ? 500
            : card.cardNumber === 'S421000123456A' && card.cardholderName === 'Nováková'
              ? 201
              : 404;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status === 201 ? { id: 'verification-1' } : { error: status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/isic`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('discountManagerVerifier against a server speaking its protocol', () => {
  it('sends the card as Discount Manager takes it, with basic auth, and reads a created verification as verified', async () => {
    const verify = discountManagerVerifier({ url, user: USER, password: PASSWORD });
    expect(await verify({ cardNumber: 'S421000123456A', surname: 'Nováková' })).toBe('verified');
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/isic/api/verifications',
      authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`,
      body: { cardNumber: 'S421000123456A', cardholderName: 'Nováková' },
    });
  });

  it('reads no such card, or another holder, as not verified', async () => {
    const verify = discountManagerVerifier({ url: `${url}/`, user: USER, password: PASSWORD });
    expect(await verify({ cardNumber: 'S421000123456A', surname: 'Kováč' })).toBe('not-verified');
    expect(await verify({ cardNumber: 'S420000000001B', surname: 'Nováková' })).toBe('not-verified');
  });

  it('reads refused credentials, a failure and a server that is not there as no answer', async () => {
    expect(
      await discountManagerVerifier({ url, user: USER, password: 'wrong' })({
        cardNumber: 'S421000123456A',
        surname: 'Nováková',
      }),
    ).toBe('unavailable');
    const verify = discountManagerVerifier({ url, user: USER, password: PASSWORD });
    expect(await verify({ cardNumber: 'S999000000000Z', surname: 'Nováková' })).toBe('unavailable');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(
      await discountManagerVerifier({ url: `http://127.0.0.1:${port}/`, user: USER, password: PASSWORD })({
        cardNumber: 'S421000123456A',
        surname: 'Nováková',
      }),
    ).toBe('unavailable');
  });
});
