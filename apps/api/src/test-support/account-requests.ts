import { AuthSuccessSchema, type Profile, ProfileSchema, SignupChallengeSchema, type User } from '@stride/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { HOST, newClientAddress } from './test-app';

/**
 * A browser as the account tests drive it: its cookies (kept from every answer's Set-Cookie, as a
 * browser keeps them), its address and its shop's Host. Requests go through inject, as the
 * storefront's proxy would send them.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header the browser was sent, in order, to check the attributes. */
  readonly setCookies: string[] = [];

  constructor(
    readonly app: FastifyInstance,
    readonly host: string = HOST.sk,
    readonly address: string = newClientAddress(),
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown; setCookie: string[]; location: string | undefined }> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        host: this.host,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      remoteAddress: this.address,
      ...(body === undefined ? {} : { payload: body as string }),
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat().map(String);
    for (const header of setCookie) {
      this.setCookies.push(header);
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      // An emptied cookie or one that expired at once is gone, as in a browser.
      if (value === '' || /max-age=0\b/i.test(header) || /expires=Thu, 01 Jan 1970/i.test(header)) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    const location = response.headers.location;
    return {
      status: response.statusCode,
      body: isJson ? response.json() : response.body,
      setCookie,
      location: typeof location === 'string' ? location : undefined,
    };
  }

  async profile(): Promise<Profile> {
    const answer = await this.send('GET', '/api/lib/v1/auth/profile');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ProfileSchema.parse(answer.body);
  }
}

/** The registration question as the form gets it, and its answer worked out from the two digits shown. */
export async function solvedChallenge(browser: Browser): Promise<{ token: string; answer: number }> {
  const answer = await browser.send('GET', '/api/lib/v1/auth/signup-challenge');
  expect(answer.status).toBe(200);
  const challenge = SignupChallengeSchema.parse(answer.body);
  return { token: challenge.token, answer: challenge.a + challenge.b };
}

export const A_PASSWORD = 'Bežec-2026-trasa';

/** A signup payload of spec §3 for `email`, with `user` fields replaced as given. */
export function signupBody(
  email: string,
  challenge: { token: string; answer: number },
  user: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    user: { email, password: A_PASSWORD, passwordRepeat: A_PASSWORD, name: 'Jana', surname: 'Horváthová', ...user },
    company: null,
    cart: { accessToken: null },
    challenge,
  };
}

/** Registers `email` in the browser's shop (which logs the browser in) and returns the user answered. */
export async function signUp(browser: Browser, email: string, user: Record<string, unknown> = {}): Promise<User> {
  const answer = await browser.send(
    'POST',
    '/api/lib/v1/auth/signup',
    signupBody(email, await solvedChallenge(browser), user),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AuthSuccessSchema.parse(answer.body).data.user;
}

/** Logs the browser in; returns the answer for the test to check. */
export function logIn(browser: Browser, email: string, password = A_PASSWORD, remember = false) {
  return browser.send('POST', '/api/lib/v1/auth/login', { email, password, remember });
}

let emails = 0;

/** An e-mail address no other test of this process registered. */
export function newEmail(name = 'bezec'): string {
  emails += 1;
  return `${name}.${process.pid}.${emails}@example.sk`;
}
