import { describe, expect, it } from 'vitest';
import { JANA, LOGGED_OUT, loggedIn } from '@/components/account/account.fixtures';
import { accountGate } from './account-gate';

/** Who may see an account page, decided from the profile the api answered. */

const HREFS = { login: '/prihlasenie', profile: '/ucet/profil' };
const AT_ORDER = { pathname: '/ucet/objednavky/12', search: '?tab=platba' };

describe('accountGate', () => {
  it('shows nothing until the profile has answered, and says so when it cannot be read', () => {
    expect(accountGate(undefined, false, 'member', HREFS, AT_ORDER)).toEqual({ state: 'waiting' });
    expect(accountGate(undefined, true, 'member', HREFS, AT_ORDER)).toEqual({ state: 'failed' });
    expect(accountGate(undefined, false, 'guest', HREFS, AT_ORDER)).toEqual({ state: 'waiting' });
  });

  it('sends a visitor who is not logged in from a member’s page to the login, which brings them back', () => {
    expect(accountGate(LOGGED_OUT, false, 'member', HREFS, AT_ORDER)).toEqual({
      state: 'leaving',
      to: '/prihlasenie?backUrl=%2Fucet%2Fobjednavky%2F12%3Ftab%3Dplatba',
    });
  });

  it('opens a member’s page to a logged-in visitor, and a guest’s page to one who is not', () => {
    expect(accountGate(loggedIn(), false, 'member', HREFS, AT_ORDER)).toEqual({ state: 'open' });
    expect(accountGate(LOGGED_OUT, false, 'guest', HREFS, { pathname: '/prihlasenie', search: '' })).toEqual({
      state: 'open',
    });
  });

  it('sends a logged-in visitor from the login to its backUrl when it is this shop’s, else to the profile', () => {
    const at = (search: string) => ({ pathname: '/prihlasenie', search });
    expect(accountGate(loggedIn(JANA), false, 'guest', HREFS, at('?backUrl=%2Fkosik'))).toEqual({
      state: 'leaving',
      to: '/kosik',
    });
    expect(accountGate(loggedIn(JANA), false, 'guest', HREFS, at(''))).toEqual({
      state: 'leaving',
      to: '/ucet/profil',
    });
    expect(accountGate(loggedIn(JANA), false, 'guest', HREFS, at('?backUrl=https%3A%2F%2Fevil.example'))).toEqual({
      state: 'leaving',
      to: '/ucet/profil',
    });
  });
});
