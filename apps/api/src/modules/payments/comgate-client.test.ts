import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComgateClient, ComgateError, comgateClient, formFields } from './comgate-client';

/**
 * A local server answering as Comgate's api v1.0 does: urlencoded fields in, urlencoded fields out,
 * an HTTP 200 with `code=0&message=OK&…` or with Comgate's error code and message. It knows one
 * merchant and one transaction, refuses a wrong secret (1400) and an unsupported price (1107), fails
 * with an HTTP 500 for the refId `crash` and answers a page without a code for `garbled`; a closed
 * port stands for a gateway that does not answer.
 */
const MERCHANT = '123456';
const SECRET = 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y';
const requests: { path: string | undefined; contentType: string | undefined; fields: Record<string, string> }[] = [];
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

function answerOf(path: string | undefined, fields: Record<string, string>): { status: number; body: string } {
  const form = (values: Record<string, string>) => ({ status: 200, body: new URLSearchParams(values).toString() });
  if (fields.merchant !== MERCHANT || fields.secret !== SECRET) return form({ code: '1400', message: 'Invalid query' });
  if (fields.refId === 'crash' || fields.transId === 'CRSH-CRSH-CRSH') return { status: 500, body: 'Internal error' };
  if (fields.refId === 'garbled') return { status: 200, body: '<html>maintenance</html>' };
  if (path === '/comgate/v1.0/create') {
    if (!/^\d+$/.test(fields.price ?? '') || Number(fields.price) < 100) {
      return form({ code: '1107', message: 'Payment price is not supported' });
    }
    return form({
      code: '0',
      message: 'OK',
      transId: 'AB12-CD34-EF56',
      redirect: 'https://payments.comgate.cz/client/instructions/index?id=AB12-CD34-EF56',
    });
  }
  if (path === '/comgate/v1.0/status') {
    if (fields.transId !== 'AB12-CD34-EF56') return form({ code: '1400', message: 'Payment not found' });
    return form({
      code: '0',
      message: 'OK',
      merchant: MERCHANT,
      test: 'true',
      price: '12990',
      curr: 'EUR',
      label: 'Stride.sk 2500001',
      refId: '2500001',
      method: 'CARD_CZ_CSOB_2',
      email: 'bezec@example.sk',
      name: '',
      transId: 'AB12-CD34-EF56',
      secret: SECRET,
      status: 'PAID',
      fee: 'unknown',
      vs: '123456789',
      payerName: 'Jana Nováková',
    });
  }
  return { status: 404, body: '' };
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const fields = formFields(await readBody(request));
    requests.push({ path: request.url, contentType: request.headers['content-type'], fields });
    const { status, body } = answerOf(request.url, fields);
    response.writeHead(status, { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/comgate`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const transaction = {
  price: 12_990,
  currency: 'EUR' as const,
  label: 'Stride.sk 2500001',
  refId: '2500001',
  email: 'bezec@example.sk',
  country: 'SK' as const,
  lang: 'sk' as const,
  returnUrl: `https://shop.example.sk/api/lib/v1/payments/return?id=\${id}&refId=\${refId}&to=%2Fobjednavka`,
};

async function refusal(promise: Promise<unknown>): Promise<ComgateError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ComgateError);
  return error as ComgateError;
}

describe('comgateClient against a server answering as Comgate does', () => {
  let client: ComgateClient;
  beforeAll(() => {
    client = comgateClient({ url, merchant: MERCHANT, secret: SECRET, test: true });
  });

  it('creates a transaction with the fields of /v1.0/create, urlencoded, and reads its id and payment page', async () => {
    expect(await client.createTransaction(transaction)).toEqual({
      transId: 'AB12-CD34-EF56',
      redirect: 'https://payments.comgate.cz/client/instructions/index?id=AB12-CD34-EF56',
    });
    const sent = requests.at(-1);
    expect(sent?.path).toBe('/comgate/v1.0/create');
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.fields).toEqual({
      merchant: MERCHANT,
      secret: SECRET,
      test: 'true',
      price: '12990',
      curr: 'EUR',
      label: 'Stride.sk 2500001',
      refId: '2500001',
      method: 'CARD_ALL',
      email: 'bezec@example.sk',
      prepareOnly: 'true',
      country: 'SK',
      lang: 'sk',
      url_paid: transaction.returnUrl,
      url_cancelled: transaction.returnUrl,
      url_pending: transaction.returnUrl,
    });
  });

  it('reads a transaction’s status with /v1.0/status, ignoring the fields it does not need', async () => {
    expect(await client.transactionStatus('AB12-CD34-EF56')).toEqual({
      transId: 'AB12-CD34-EF56',
      status: 'PAID',
      price: 12_990,
      currency: 'EUR',
      refId: '2500001',
      label: 'Stride.sk 2500001',
      email: 'bezec@example.sk',
      merchant: MERCHANT,
      test: true,
    });
    expect(requests.at(-1)).toMatchObject({
      path: '/comgate/v1.0/status',
      fields: { merchant: MERCHANT, secret: SECRET, transId: 'AB12-CD34-EF56' },
    });
  });

  it('throws a refusal with Comgate’s code for a non-zero code: a wrong price, an unknown payment, a wrong secret', async () => {
    const price = await refusal(client.createTransaction({ ...transaction, price: 50 }));
    expect(price).toMatchObject({ reason: 'refused', code: 1107 });
    expect(price.message).toContain('Payment price is not supported');
    expect(await refusal(client.transactionStatus('ZZZZ-ZZZZ-ZZZZ'))).toMatchObject({ reason: 'refused', code: 1400 });
    const wrongSecret = comgateClient({ url, merchant: MERCHANT, secret: 'wrong', test: true });
    expect(await refusal(wrongSecret.transactionStatus('AB12-CD34-EF56'))).toMatchObject({ code: 1400 });
  });

  it('throws “unreachable” for an HTTP error or a server that is not there, “unreadable” for an answer without a code', async () => {
    expect(await refusal(client.createTransaction({ ...transaction, refId: 'crash' }))).toMatchObject({
      reason: 'unreachable',
      code: null,
    });
    expect(await refusal(client.transactionStatus('CRSH-CRSH-CRSH'))).toMatchObject({ reason: 'unreachable' });
    expect(await refusal(client.createTransaction({ ...transaction, refId: 'garbled' }))).toMatchObject({
      reason: 'unreadable',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nobody = comgateClient({ url: `http://127.0.0.1:${port}`, merchant: MERCHANT, secret: SECRET, test: true });
    expect(await refusal(nobody.transactionStatus('AB12-CD34-EF56'))).toMatchObject({ reason: 'unreachable' });
  });

  it('finds a gateway whose address is known only later (the local test gateway) at each call', async () => {
    let address = 'http://127.0.0.1:1';
    const late = comgateClient({ url: () => address, merchant: MERCHANT, secret: SECRET, test: false });
    expect(await refusal(late.transactionStatus('AB12-CD34-EF56'))).toMatchObject({ reason: 'unreachable' });
    address = url;
    expect((await late.transactionStatus('AB12-CD34-EF56')).status).toBe('PAID');
    const notListening = comgateClient({
      url: () => {
        throw new Error('the api does not listen on a TCP port');
      },
      merchant: MERCHANT,
      secret: SECRET,
      test: false,
    });
    expect(await refusal(notListening.transactionStatus('AB12-CD34-EF56'))).toMatchObject({ reason: 'unreachable' });
  });

  it('never puts the secret in an error’s message', async () => {
    const errors = await Promise.all([
      refusal(client.createTransaction({ ...transaction, price: 50 })),
      refusal(client.createTransaction({ ...transaction, refId: 'crash' })),
      refusal(client.createTransaction({ ...transaction, refId: 'garbled' })),
    ]);
    for (const error of errors) expect(error.message).not.toContain(SECRET);
  });
});
