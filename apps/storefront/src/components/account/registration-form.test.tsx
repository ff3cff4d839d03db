import type { SignupChallenge } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { renderPage, tagWith, textsOf } from '@/components/checkout/checkout.fixtures';
import { errorsOfMessages } from '@/components/common/form-errors';
import { messagesFor } from '@/i18n/messages';
import { ACCOUNT_PATHS } from '@/lib/api/account-api';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { LINKS } from './account.fixtures';
import { RegistrationForm } from './registration-form';
import { RegistrationFormView, type RegistrationFormViewProps } from './registration-form-view';
import {
  canSubmitSignup,
  emptySignup,
  isEmailTaken,
  SIGNUP_FIELDS,
  signupErrors,
  signupRequestOf,
} from './registration-model';

/**
 * The registration form as the browser draws it (the api's question in SWR's cache), and the rules
 * that decide its button, what it sends, and where the api's messages land.
 */

const CHALLENGE: SignupChallenge = { token: 'challenge-token-1', a: 3, b: 4, expiresInSeconds: 600 };
const NAMESPACES = ['account', 'validation', 'checkout'] as const;

const skValidation = messagesFor('sk').validation;
const translate = (key: string, format: string) =>
  (skValidation[key.replace('validation.', '') as keyof typeof skValidation] ?? key).replace('{format}', format);

const renderView = (props: Partial<RegistrationFormViewProps>) =>
  renderPage(
    <RegistrationFormView
      values={emptySignup('sk')}
      onChange={() => {}}
      answer=""
      onAnswer={() => {}}
      challenge={{ state: 'ready', a: 3, b: 4 }}
      onRetryChallenge={() => {}}
      solved={false}
      errors={{}}
      formError=""
      emailTaken={false}
      busy={false}
      onSubmit={() => {}}
      loginHref="/prihlasenie?backUrl=%2Fkosik"
      {...props}
    />,
    { namespaces: [...NAMESPACES] },
  );

describe('the registration form', () => {
  it('asks the api’s question and keeps the button disabled while nothing is answered', async () => {
    const html = await renderPage(
      <RegistrationForm links={LINKS} backUrl={null} country="sk" onSignedIn={async () => {}} />,
      { cache: { [ACCOUNT_PATHS.signupChallenge]: CHALLENGE }, namespaces: [...NAMESPACES] },
    );
    expect(html).toMatch(/<label for="signup-challenge-answer"[^>]*>Koľko je 3 \+ 4\?<\/label>/);
    expect(tagWith(html, 'data-testid', 'registration-submit')).toContain('disabled=""');
  });

  it('unlocks submit only for the right sum of the two digits shown', async () => {
    expect(canSubmitSignup(CHALLENGE, '7')).toBe(true);
    expect(canSubmitSignup(CHALLENGE, ' 7 ')).toBe(true);
    expect(canSubmitSignup(CHALLENGE, '8')).toBe(false);
    expect(canSubmitSignup(CHALLENGE, '')).toBe(false);
    expect(canSubmitSignup(CHALLENGE, 'sedem')).toBe(false);
    expect(canSubmitSignup(undefined, '7')).toBe(false);

    const wrong = await renderView({ answer: '8', solved: canSubmitSignup(CHALLENGE, '8') });
    expect(tagWith(wrong, 'data-testid', 'registration-submit')).toContain('disabled=""');
    const right = await renderView({ answer: '7', solved: canSubmitSignup(CHALLENGE, '7') });
    expect(tagWith(right, 'data-testid', 'registration-submit')).not.toContain('disabled');
  });

  it('sends spec §3’s payload: no company unless asked for, no country when none is chosen, the question’s token', () => {
    const values = {
      ...emptySignup('sk'),
      email: ' jana@bezec.sk ',
      password: 'tajne-heslo',
      passwordRepeat: 'tajne-heslo',
    };
    expect(signupRequestOf({ ...values, countryId: '' }, { token: 'challenge-token-1', answer: ' 7 ' })).toEqual({
      user: {
        email: 'jana@bezec.sk',
        password: 'tajne-heslo',
        passwordRepeat: 'tajne-heslo',
        name: '',
        surname: '',
        phone: '',
        countryId: null,
        params: {},
      },
      company: null,
      cart: { accessToken: null },
      challenge: { token: 'challenge-token-1', answer: '7' },
    });
    const company = { name: 'Bežec s.r.o.', businessId: '50123456', taxId: '', vatNumber: 'SK2120123456' };
    const asCompany = signupRequestOf({ ...values, asCompany: true, company }, { token: 't', answer: '7' });
    expect(asCompany.company).toEqual(company);
    expect(asCompany.user.countryId).toBe('sk');
  });

  it('checks the form with the api’s rules before sending, each message at its field', () => {
    const request = signupRequestOf(
      { ...emptySignup('sk'), email: 'jana@', password: 'tajne-heslo', passwordRepeat: 'ine-heslo', phone: 'abc' },
      { token: 'challenge-token-1', answer: '7' },
    );
    expect(signupErrors(request, translate)).toEqual({
      'user.email': 'Zadajte email vo formáte meno@domena.sk',
      'user.passwordRepeat': 'Heslá sa nezhodujú',
      'user.phone': skValidation.phone,
    });
  });

  it('puts the api’s field messages on their fields, linked to their controls, and the rest above the button', async () => {
    const refused = new BrowserApiError(400, [
      { field: 'user.password', message: 'Toto heslo je medzi najčastejšie používanými.' },
      { field: 'challenge.answer', message: 'Pred pokračovaním vyplňte výsledok.' },
      { field: 'company.businessId', message: 'Zadajte IČO: 6 až 8 číslic.' },
      { field: null, message: 'Skúste to znova.' },
    ]);
    const { fields, other } = errorsOfMessages(refused.messages, (field) =>
      (SIGNUP_FIELDS as readonly string[]).includes(field),
    );
    expect(other).toEqual(['Skúste to znova.']);
    const html = await renderView({
      values: { ...emptySignup('sk'), asCompany: true },
      errors: fields,
      formError: other.join(' '),
    });
    expect(textsOf(html, 'signup-user-password-error')).toEqual(['Toto heslo je medzi najčastejšie používanými.']);
    expect(tagWith(html, 'id', 'signup-user-password')).toContain(
      'aria-describedby="signup-user-password-hint signup-user-password-error"',
    );
    expect(tagWith(html, 'id', 'signup-user-password')).toContain('aria-invalid="true"');
    expect(textsOf(html, 'signup-challenge-answer-error')).toEqual(['Pred pokračovaním vyplňte výsledok.']);
    expect(textsOf(html, 'signup-company-businessId-error')).toEqual(['Zadajte IČO: 6 až 8 číslic.']);
    expect(textsOf(html, 'registration-error')).toEqual(['Skúste to znova.']);
  });

  it('offers the login at the e-mail field when the api says the e-mail is registered (409)', async () => {
    const taken = new BrowserApiError(409, [
      { field: 'user.email', message: 'Tento e-mail je už zaregistrovaný. Použite iný alebo sa prihláste.' },
    ]);
    expect(isEmailTaken(taken)).toBe(true);
    expect(isEmailTaken(new BrowserApiError(400, taken.messages))).toBe(false);
    expect(isEmailTaken(new TypeError('Failed to fetch'))).toBe(false);

    const html = await renderView({
      errors: { 'user.email': 'Tento e-mail je už zaregistrovaný. Použite iný alebo sa prihláste.' },
      emailTaken: true,
    });
    expect(textsOf(html, 'signup-user-email-error')).toEqual([
      'Tento e-mail je už zaregistrovaný. Použite iný alebo sa prihláste.',
    ]);
    expect(tagWith(html, 'data-testid', 'email-taken-login')).toContain('href="/prihlasenie?backUrl=%2Fkosik"');
    expect(textsOf(html, 'email-taken-login')).toEqual(['Prihlásiť sa s týmto e-mailom']);
    expect(await renderView({ emailTaken: false })).not.toContain('data-testid="email-taken-login"');
  });

  it('says when the question is on its way or failed, and offers no answer field then', async () => {
    const loading = await renderView({ challenge: { state: 'loading' } });
    expect(textsOf(loading, 'signup-challenge')).toEqual([
      'Overenie, že nie ste robot Pripravujeme overovaciu otázku…',
    ]);
    const failed = await renderView({ challenge: { state: 'failed' } });
    expect(failed).toContain('Overovaciu otázku sa nepodarilo načítať.');
    expect(failed).not.toContain('id="signup-challenge-answer"');
  });
});
