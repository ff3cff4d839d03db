import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { mailMatching } from '../support/mail';
import { STOREFRONTS, type Storefront, viaNode } from '../support/storefronts';
import { expect, test } from '../support/test';

/**
 * The floating support widget (issue 15 §5) in all three shops, by keyboard only: the corner button
 * opens a modal panel (focus in, Escape out, focus back), which shows the advisor's call link, the
 * line's hours and whether it is open at the browser's "now" (a fixed instant here), the e-mail, and
 * the contact form, sent from it and received by the e2e stack's SMTP server at the shop's admin
 * address. Every expected value is written out by hand: the seed's phones and addresses, the hours
 * of store 4 (Monday–Friday 09:00–19:00, Saturday 09:00–14:00, Sunday closed).
 */

type Case = {
  /** The seed's advisor phone, as the call link must carry it (no spaces). */
  tel: string;
  adminEmail: string;
  /** The slim layout's route (the cart), where the button is too. */
  cartPath: string;
  /** A hand-picked instant, and what the line's status says then. */
  now: string;
  status: string;
  subject: (name: string) => string;
};

const CASES: Record<Storefront['locale'], Case> = {
  // Wednesday 8 July 2026, 08:00 UTC = 10:00 in Bratislava (summer time): open until 19:00.
  sk: {
    tel: 'tel:+421234567890',
    adminEmail: 'info@stride.sk',
    cartPath: '/kosik',
    now: '2026-07-08T08:00:00Z',
    status: 'Teraz máme otvorené, do 19:00.',
    subject: (name) => `Správa z kontaktného formulára: ${name}`,
  },
  // Sunday 12 July 2026, 10:00 UTC = 12:00 in Prague: closed, opens on Monday.
  cz: {
    tel: 'tel:+420234567890',
    adminEmail: 'info@stride.cz',
    cartPath: '/kosik',
    now: '2026-07-12T10:00:00Z',
    status: 'Nyní máme zavřeno. Otevíráme v pondělí v 09:00.',
    subject: (name) => `Zpráva z kontaktního formuláře: ${name}`,
  },
  // Saturday 10 January 2026, 13:30 UTC = 14:30 in Budapest (winter time): after Saturday's 14:00.
  hu: {
    tel: 'tel:+3612345678',
    adminEmail: 'info@stride.hu',
    cartPath: '/kosar',
    now: '2026-01-10T13:30:00Z',
    status: 'Most zárva vagyunk. Hétfőn 09:00-kor nyitunk.',
    subject: (name) => `Üzenet a kapcsolatfelvételi űrlapról: ${name}`,
  },
};

/** Presses `key` until `target` has focus (at most `times`): how a keyboard user gets somewhere. */
async function pressUntilFocused(page: Page, key: string, target: Locator, times = 8): Promise<void> {
  for (let press = 0; press < times; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

for (const shop of STOREFRONTS) {
  const expected = CASES[shop.locale];
  const t = shop.messages.supportWidget;
  const tf = shop.messages.contactForm;

  test(`${shop.locale}: the support widget is a small server-drawn button whose panel comes only when opened`, async ({
    page,
  }) => {
    const { url, options } = viaNode(shop, '/');
    const html = await (await page.request.get(url, options)).text();
    expect(html).toContain('data-testid="support-widget-button"');
    expect(html).not.toContain('data-testid="support-panel"');
    // The slim layout (the cart) has it too.
    await page.goto(`${shop.origin}${expected.cartPath}`);
    await expect(page.getByRole('button', { name: t.open, exact: true })).toBeVisible();
    await expect(page.getByTestId('support-panel')).toHaveCount(0);
  });

  test(`${shop.locale}: the support widget by keyboard: hours, open now, the call link, and a message received over SMTP`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(expected.now));
    await page.goto(`${shop.origin}/`);
    const button = page.getByRole('button', { name: t.open, exact: true });
    // The button is the page's last stop: Shift+Tab from the top of the page reaches it.
    await page.locator('body').press('Shift+Tab');
    await pressUntilFocused(page, 'Shift+Tab', button, 3);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Enter opens the panel, a dialog named by its title; focus moves into it, Escape closes it and
    // focus comes back to the button.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Escape and Enter in a quick hand's rhythm: the browser may run the press before the first
    // close's `close` event, and the panel must open all the same and stay open.
    for (let round = 0; round < 5; round++) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }

    await expect(dialog.getByTestId('support-phone')).toHaveAttribute('href', expected.tel);
    await expect(dialog.getByTestId('support-email')).toHaveAttribute('href', `mailto:${expected.adminEmail}`);
    await expect(dialog.getByTestId('support-hours')).toHaveText(
      `${t.weekdays}09:00 – 19:00${t.saturday}09:00 – 14:00`,
    );
    await expect(dialog.getByTestId('support-line-status')).toHaveText(expected.status);
    const answerField = dialog.locator('#support-widget-challenge-answer');
    await expect(answerField).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Sent empty (Enter in the first field): each field says what is missing, focus on the first.
    const nameField = dialog.getByLabel(tf.name);
    await pressUntilFocused(page, 'Tab', nameField);
    await page.keyboard.press('Enter');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toBeFocused();
    await expect(dialog.getByTestId('support-widget-name-error')).toHaveText(shop.messages.validation.required);
    await expect(dialog.getByTestId('support-widget-message-error')).toHaveText(shop.messages.validation.required);

    // Filled in by keyboard, the question answered from what its label asks, sent with Enter.
    const name = `Bežec ${shop.locale} ${Date.now()}`;
    const email = `bezec-${shop.locale}-${Date.now()}@example.com`;
    const message = `Which shoes for a first marathon? (${shop.locale}, ${Date.now()})`;
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(message);
    await page.keyboard.press('Tab');
    await expect(answerField).toBeFocused();
    const question = (await dialog.locator('label[for="support-widget-challenge-answer"]').textContent()) ?? '';
    const digits = /(\d)\s*\+\s*(\d)/.exec(question);
    if (!digits) throw new Error(`the question "${question}" names no two digits`);
    await page.keyboard.type(String(Number(digits[1]) + Number(digits[2])));
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/lib/v1/contact') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    const thanks = dialog.getByRole('status').filter({ hasText: tf.sent });
    await expect(thanks).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);

    // The e-mail the SMTP server received: to the shop's admin address, reply-to the sender, the message in it.
    const mail = await mailMatching(expected.adminEmail, (received) => (received.text ?? '').includes(message));
    expect(mail.subject).toBe(expected.subject(name));
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([email]);
    expect(mail.headers.get('x-stride-mail-label')).toMatch(/^\d+$/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}
