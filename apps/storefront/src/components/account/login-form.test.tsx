import { VALIDATION_MESSAGES } from '@stride/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, tagWith, textsOf } from '@/components/checkout/checkout.fixtures';
import { failureFeedback } from '@/components/common/form-errors';
import { accountApi } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { JANA, LINKS, LOGGED_OUT, loggedIn } from './account.fixtures';
import { LOGIN_FIELDS, loginErrors, loginRequestOf } from './login-model';
import { LoginScreen } from './login-screen';

/**
 * Login: what the form sends (through the browser's fetch, stubbed here), how the api's refusals are
 * shown, and the page as the browser first draws it for a guest and for a logged-in visitor.
 */

const HEADING = { eyebrow: 'Môj účet', title: 'Prihlásenie', lead: 'Prihláste sa e-mailom a heslom.' };
const TEXTS = { fallback: 'Nepodarilo sa to.', invalid: 'Formulár obsahuje chyby.' };
const showsLoginField = (field: string) => (LOGIN_FIELDS as readonly string[]).includes(field);

const render = (profile: unknown, providers = { google: false, facebook: false }) =>
  renderPage(<LoginScreen links={LINKS} heading={HEADING} providers={providers} />, {
    cache: { [VISITOR_PATHS.profile]: profile },
    namespaces: ['account', 'validation'],
  });

afterEach(() => vi.unstubAllGlobals());

describe('the login form', () => {
  it('sends the e-mail, the password as typed and "remember me" to the api, with the visitor’s cookies', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, data: { user: JANA, messages: [{ field: null, message: 'Prihlásený.' }] } }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await accountApi.login(
      loginRequestOf({ email: ' jana@bezec.sk ', password: ' heslo s medzerou ', remember: true }),
    );
    expect(answer.data.user.email).toBe('jana@bezec.sk');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/lib/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'jana@bezec.sk',
      password: ' heslo s medzerou ',
      remember: true,
    });
  });

  it('shows the api’s "wrong e-mail or password" (401, no field) above the button, on no field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'login_failed',
              messages: [{ field: null, message: 'Nesprávny e-mail alebo heslo.' }],
            }),
            { status: 401 },
          ),
      ),
    );
    const refused = await accountApi
      .login({ email: 'jana@bezec.sk', password: 'zle', remember: false })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BrowserApiError);
    expect(failureFeedback(refused, showsLoginField, TEXTS)).toEqual({
      fields: {},
      message: 'Nesprávny e-mail alebo heslo.',
      logged: false,
    });
  });

  it('shows "too many attempts" (429) as the api says it, and a network failure as its own text', () => {
    const tooMany = new BrowserApiError(429, [
      { field: null, message: 'Príliš veľa pokusov. Skúste to znova o 60 s.' },
    ]);
    expect(failureFeedback(tooMany, showsLoginField, TEXTS).message).toBe(
      'Príliš veľa pokusov. Skúste to znova o 60 s.',
    );
    expect(failureFeedback(new TypeError('Failed to fetch'), showsLoginField, TEXTS)).toEqual({
      fields: {},
      message: 'Nepodarilo sa to.',
      logged: true,
    });
  });

  it('asks for both fields before anything is sent', () => {
    const keys = (key: string) => key;
    expect(loginErrors({ email: '', password: '', remember: false }, keys)).toEqual({
      email: VALIDATION_MESSAGES.required,
      password: VALIDATION_MESSAGES.required,
    });
    expect(loginErrors({ email: 'jana@bezec.sk', password: 'x', remember: false }, keys)).toEqual({});
  });
});

describe('the login page', () => {
  it('draws the form for a guest: labelled fields, "remember me", the forgotten password and registration', async () => {
    const html = await render(LOGGED_OUT);
    expect(html).toMatch(/<label for="login-email"[^>]*>E-mail<\/label>/);
    expect(html).toMatch(/<label for="login-password"[^>]*>Heslo<\/label>/);
    expect(tagWith(html, 'id', 'login-password')).toContain('type="password"');
    expect(tagWith(html, 'id', 'login-password')).toContain('autoComplete="current-password"');
    expect(tagWith(html, 'data-testid', 'login-remember')).toContain('type="checkbox"');
    expect(html).toMatch(/<label for="login-remember">Zapamätať si prihlásenie<\/label>/);
    expect(tagWith(html, 'data-testid', 'forgotten-password-link')).toContain('href="/zabudnute-heslo"');
    expect(tagWith(html, 'data-testid', 'registration-link')).toContain('href="/registracia"');
    expect(tagWith(html, 'data-testid', 'login-error')).toContain('role="alert"');
    expect(html).not.toContain('data-testid="social-login"');
  });

  it('offers Google and Facebook as plain links to the api’s start, only where the shop has them on', async () => {
    const both = await render(LOGGED_OUT, { google: true, facebook: true });
    expect(tagWith(both, 'data-testid', 'social-google')).toContain(
      'href="/api/lib/v1/auth/google/start?backUrl=%2Fucet%2Fprofil"',
    );
    expect(textsOf(both, 'social-facebook')).toEqual(['Pokračovať cez Facebook']);
    const googleOnly = await render(LOGGED_OUT, { google: true, facebook: false });
    expect(googleOnly).toContain('data-testid="social-google"');
    expect(googleOnly).not.toContain('data-testid="social-facebook"');
  });

  it('shows a logged-in visitor no form, only that they are on their way', async () => {
    const html = await render(loggedIn());
    expect(html).not.toContain('data-testid="login-form"');
    expect(textsOf(html, 'account-gate')).toEqual(['Presmerúvame…']);
  });
});
