import { STOREFRONTS } from '../support/storefronts';
import { expect, test } from '../support/test';

for (const shop of STOREFRONTS) {
  test.describe(`${shop.locale} storefront`, () => {
    test('home page speaks its language and shows the advisor phone and hours', async ({ page }) => {
      const response = await page.goto(`${shop.origin}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', shop.lang);
      await expect(page.getByTestId('login-link')).toHaveText(shop.messages.header.login);

      const phone = page.getByTestId('topbar-phone');
      await expect(phone).toBeVisible();
      const href = await phone.getAttribute('href');
      expect(href).toMatch(/^tel:\+?\d{6,}$/);
      await expect(phone).toContainText(shop.messages.header.advisor);

      const hours = page.getByTestId('topbar-hours');
      await expect(hours).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);
      const weekdayPrefix = shop.messages.header.hoursWeekdays.replace(' {hours}', '');
      await expect(hours).toContainText(weekdayPrefix);

      // An anonymous visitor: counts are zero.
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '0');
      await expect(page.getByTestId('wishlist-count')).toHaveAttribute('data-count', '0');
    });

    test('the menu opens and leads into a category', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const menu = page.getByTestId('menu');
      const item = menu
        .getByTestId('menu-item')
        .filter({ has: page.getByTestId('menu-toggle') })
        .first();
      const toggle = item.getByTestId('menu-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = item.getByTestId('mega-panel');
      await expect(panel).toBeVisible();

      const child = panel.locator('ul a').first();
      const childName = (await child.textContent())?.trim() ?? '';
      await child.click();
      await expect(page).toHaveURL(new RegExp(`/${shop.categorySegment}/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(childName);
    });

    test('the keyboard opens the mega menu and Escape closes it', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const toggle = page.getByTestId('menu-toggle').first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
