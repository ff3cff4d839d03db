import { localizedPath } from '../../packages/i18n/src/routes';
import { expect, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS } from '../support/storefronts';

/**
 * Google and Facebook login in the browser (issue 13 §3): the button on the login page, the api's
 * start, the provider's stand-in (a real OpenID Connect server for Google, Facebook's dialog, token
 * and /me endpoints), the api's callback and the storefront's callback route, back to the profile
 * with the name in the header. Each shop offers the providers its settings switch on (seed: sk both,
 * cz Google, hu Facebook). Axe on the page a login comes back to (once), and on the callback route's
 * failure, reached by an answer this browser never asked for.
 */

const CONTROL = process.env.E2E_PROVIDERS_CONTROL;

/** Tells the provider's stand-in who logs in next. */
async function nextLogin(provider: 'google' | 'facebook', who: Record<string, unknown>) {
  if (!CONTROL) throw new Error('E2E_PROVIDERS_CONTROL is not set: run the journeys through npm test');
  const response = await fetch(`${CONTROL}/${provider}`, { method: 'POST', body: JSON.stringify(who) });
  expect(response.status).toBe(204);
}

// `axe`: the page the login comes back to is checked in one journey; it is the same in the others.
const JOURNEYS = [
  { shop: STOREFRONTS[0], provider: 'google', hidden: null, axe: false },
  { shop: STOREFRONTS[0], provider: 'facebook', hidden: null, axe: false },
  { shop: STOREFRONTS[1], provider: 'google', hidden: 'facebook', axe: false },
  { shop: STOREFRONTS[2], provider: 'facebook', hidden: 'google', axe: true },
] as const;

for (const { shop, provider, hidden, axe } of JOURNEYS) {
  test(`${shop.locale}: logs in with ${provider} and comes back to the profile`, async ({ page }) => {
    const t = shop.messages.account;
    const stamp = `${shop.locale}${provider}${Date.now()}`;
    const email = `e2e.${stamp}@example.sk`;
    await nextLogin(
      provider,
      provider === 'google'
        ? { sub: `g-${stamp}`, email, email_verified: true, given_name: 'Zuzana', family_name: 'Bežcová' }
        : { id: `${Date.now()}${shop.locale.charCodeAt(0)}`, email, first_name: 'Zuzana', last_name: 'Bežcová' },
    );
    await page.goto(`${shop.origin}${localizedPath(shop.locale, '/login')}`);
    if (hidden) await expect(page.getByRole('link', { name: t.social[hidden] })).toHaveCount(0);
    await page.getByRole('link', { name: t.social[provider] }).click();
    await expect(page).toHaveURL(`${shop.origin}${localizedPath(shop.locale, '/account/profile')}`);
    const link = page.getByTestId('login-link');
    await expect(link).toHaveAttribute('data-state', 'user');
    await expect(link).toContainText('Zuzana Bežcová');
    if (axe) {
      await expect(page.getByTestId('profile-form')).toBeVisible();
      expect(await blockingViolations(page), 'profile after a social login').toEqual([]);
    }
  });
}

test('cz: an answer from Google this browser never asked for logs nobody in, and the callback page says so', async ({
  page,
}) => {
  const shop = STOREFRONTS[1];
  // A link someone else made with a code and state of their own: no login was begun in this browser.
  await page.goto(`${shop.origin}/api/lib/v1/auth/google/callback?code=someone-elses-code&state=${'s'.repeat(43)}`);
  await expect(page).toHaveURL(new RegExp(`^${shop.origin}${localizedPath(shop.locale, '/auth/callback')}\\?`));
  await expect(page.getByTestId('auth-callback-error')).toHaveText(
    shop.messages.api.errors.login_provider_failed.replace('{provider}', 'Google'),
  );
  await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
  expect(await blockingViolations(page), 'social login’s failed return').toEqual([]);
});
