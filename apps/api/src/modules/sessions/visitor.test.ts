import { describe, expect, it, vi } from 'vitest';
import { Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { useTestApp } from '../../test-support/test-app';
import { SessionCache } from './session-cache';

/**
 * The visitor (issue 13 §2, decision 15): a personal route's request loads its session and user once,
 * before the handler, however many services read them; a catalog route never looks. Every lookup goes
 * through the session cache (which reads the database when it holds no fresh copy), so its real
 * `find` is what is counted; whether the database was read is session-cache.test.ts's business.
 */
const sessionLookups = vi.spyOn(SessionCache.prototype, 'find');

const testApp = useTestApp();

/** How many times the session was looked up while `request` was answered, and its status. */
async function lookupsOf(request: () => Promise<{ status: number }>): Promise<{ lookups: number; status: number }> {
  sessionLookups.mockClear();
  const { status } = await request();
  return { lookups: sessionLookups.mock.calls.length, status };
}

describe('the personal context', () => {
  it('is loaded once per request of a personal route, and never for a catalog route', async () => {
    const shopper = new Browser(testApp().app);
    const email = newEmail();
    await signUp(shopper, email);
    const personal: [string, () => Promise<{ status: number }>][] = [
      ['GET profile', () => shopper.send('GET', '/api/lib/v1/auth/profile')],
      ['PUT profile', () => shopper.send('PUT', '/api/lib/v1/auth/profile', { user: { firstname: 'Jana' } })],
      ['GET orders', () => shopper.send('GET', '/api/lib/v1/account/orders')],
      ['GET cart', () => shopper.send('GET', '/api/lib/v1/cart')],
      // The login route reads the context in its handler and again for its answer.
      ['POST login', () => logIn(shopper, email)],
    ];
    for (const [name, request] of personal) {
      expect(await lookupsOf(request), name).toEqual({ lookups: 1, status: 200 });
    }
    // The same browser, its session cookie sent, on a page every visitor shares.
    expect(await lookupsOf(() => shopper.send('GET', '/api/lib/v1/webinstance'))).toEqual({ lookups: 0, status: 200 });
  });

  it('costs no lookup for a visitor without a session cookie', async () => {
    const visitor = new Browser(testApp().app);
    expect(await lookupsOf(() => visitor.send('GET', '/api/lib/v1/auth/profile'))).toEqual({ lookups: 0, status: 200 });
  });
});
