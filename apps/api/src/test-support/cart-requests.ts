import { type Cart, CartSchema } from '@stride/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { HOST } from './test-app';

/** A cart answer as a test reads it: status, JSON body and the cookie it set, if any. */
export type CartAnswer = { status: number; body: unknown; setCookie: string | undefined };

/** A cart request as the storefront's proxy sends it: the shop's Host, the cart cookie when there is one. */
export async function sendCart(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { body, cookie, host = HOST.sk }: { body?: unknown; cookie?: string; host?: string } = {},
): Promise<CartAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: { host, ...(cookie ? { cookie: `cart=${cookie}` } : {}) },
    ...(body === undefined ? {} : { payload: body as string }),
  });
  return { status: response.statusCode, body: response.json(), setCookie: [response.headers['set-cookie']].flat()[0] };
}

/** The cart of a 200 answer, parsed with the contract's schema. */
export function cartOf(answer: CartAnswer): Cart {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CartSchema.parse(answer.body);
}

/** The token of the cart cookie an answer set. */
export function tokenOf(answer: CartAnswer): string {
  const match = /^cart=([^;]+)/.exec(answer.setCookie ?? '');
  if (!match?.[1]) throw new Error(`no cart cookie in ${answer.setCookie}`);
  return match[1];
}
