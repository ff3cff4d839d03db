import { describe, expect, it, vi } from 'vitest';
import { takeFragmentToken } from './fragment-token';

/** The e-mailed link's token: read from the fragment once, then gone from the address bar. */

const ROUTER_STATE = { __NA: true, tree: 'kept' };

function pageAt(hash: string) {
  const history = { state: ROUTER_STATE, replaceState: vi.fn() };
  const location = { hash, pathname: '/nove-heslo', search: '?utm=mail' };
  return { history, location };
}

describe('takeFragmentToken', () => {
  it('returns the token and replaces the address with the same page without the fragment', () => {
    const { history, location } = pageAt('#Zx8_Q-3kLm9pQ');
    expect(takeFragmentToken(location, history)).toBe('Zx8_Q-3kLm9pQ');
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.replaceState).toHaveBeenCalledWith(ROUTER_STATE, '', '/nove-heslo?utm=mail');
  });

  it('decodes a token a mail client escaped', () => {
    const { history, location } = pageAt('#abc%2Ddef');
    expect(takeFragmentToken(location, history)).toBe('abc-def');
  });

  it('says there is no token for an address without a fragment, or with an empty one, and leaves it alone', () => {
    for (const hash of ['', '#', '#%20']) {
      const { history, location } = pageAt(hash);
      expect(takeFragmentToken(location, history)).toBeNull();
      expect(history.replaceState).toHaveBeenCalledTimes(hash === '#%20' ? 1 : 0);
    }
  });

  it('hands on a malformed escape as it is, for the api to refuse', () => {
    const { history, location } = pageAt('#abc%E0%A4%A');
    expect(takeFragmentToken(location, history)).toBe('abc%E0%A4%A');
  });
});
