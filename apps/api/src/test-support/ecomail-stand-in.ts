import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A local server speaking Ecomail's api (api2.ecomailapp.cz) as far as the shop uses it: the `key`
 * header, `POST /lists/{id}/subscribe`, `POST /tracker/events` and `POST /tracker/transaction`,
 * each refusing a body without the fields Ecomail requires (422) and a wrong key (401). It keeps
 * every call it accepted, and can be told to fail the next calls with a 5xx, as a real outage does.
 */

const SubscribeSchema = z.object({
  subscriber_data: z.object({ email: z.email() }).passthrough(),
  trigger_autoresponders: z.boolean().optional(),
  update_existing: z.boolean().optional(),
  resubscribe: z.boolean().optional(),
});
const EventSchema = z.object({
  event: z.object({ email: z.email(), category: z.string(), action: z.string() }).passthrough(),
});
const TransactionSchema = z.object({
  transaction: z.object({ order_id: z.string().min(1), email: z.email(), amount: z.number() }).passthrough(),
  transaction_items: z.array(z.object({ code: z.string(), amount: z.number() }).passthrough()),
});

export type EcomailCall = { path: string; body: unknown };

export type EcomailStandIn = {
  url: string;
  /** The calls answered 2xx, in order. */
  accepted: EcomailCall[];
  /** How many calls came at all (refused ones too). */
  attempts(): number;
  /** The next `count` calls are answered with this 5xx. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function schemaOf(method: string, path: string): z.ZodType | null {
  if (method !== 'POST') return null;
  if (/^\/lists\/\d+\/subscribe$/.test(path)) return SubscribeSchema;
  if (path === '/tracker/events') return EventSchema;
  if (path === '/tracker/transaction') return TransactionSchema;
  return null;
}

export async function startEcomailStandIn({ apiKey }: { apiKey: string }): Promise<EcomailStandIn> {
  const accepted: EcomailCall[] = [];
  let attempts = 0;
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  const server = createServer(async (request, response) => {
    attempts += 1;
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const text = await readBody(request);
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      answer(response, failures.status, { message: 'Service Unavailable' });
      return;
    }
    if (request.headers.key !== apiKey) {
      answer(response, 401, { message: 'Unauthorized' });
      return;
    }
    const schema = schemaOf(request.method ?? '', path);
    if (!schema) {
      answer(response, 404, { message: 'Not Found' });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      answer(response, 400, { message: 'Malformed JSON' });
      return;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      answer(response, 422, { message: 'Validation failed', errors: parsed.error.issues });
      return;
    }
    accepted.push({ path, body });
    answer(
      response,
      200,
      path.endsWith('/subscribe') ? { id: accepted.length, already_subscribed: false } : { success: true },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    attempts: () => attempts,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
