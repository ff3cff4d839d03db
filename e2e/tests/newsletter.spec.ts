import { STOREFRONTS } from '../support/storefronts';
import { expect, test } from '../support/test';

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: the footer's newsletter signup saves the address and says so`, async ({ page }) => {
    await page.goto(`${shop.origin}/`);
    const form = page.getByTestId('newsletter-form');
    const input = form.getByLabel(shop.messages.newsletter.label);
    const status = form.getByTestId('newsletter-status');

    // A wrong address is refused in the page, with the translated message, and nothing is sent.
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/lib/v1/newsletter')) posted++;
    });
    await input.fill('not-an-address');
    await form.getByRole('button', { name: shop.messages.newsletter.submit }).click();
    await expect(status).toHaveText(shop.messages.newsletter.invalid);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);

    // A real one is saved by the api; signing up again is not an error (once, in one shop: the api
    // allows 5 signups a minute per address, and every journey comes from this machine's).
    const email = `runner-${shop.locale}-${Date.now()}@example.com`;
    const attempts = shop.locale === 'sk' ? [1, 2] : [1];
    for (const attempt of attempts) {
      await input.fill(email);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/lib/v1/newsletter'));
      await form.getByRole('button', { name: shop.messages.newsletter.submit }).click();
      expect((await answer).status(), `signup ${attempt}`).toBe(200);
      await expect(status).toHaveText(shop.messages.newsletter.success);
      await expect(input).toHaveValue('');
    }
    expect(posted).toBe(attempts.length);
  });
}
