import { STOREFRONTS } from '../support/storefronts';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: the phone drawer opens, goes down a level and back, and locks scrolling`, async ({ page }) => {
    await page.goto(`${shop.origin}/`);
    const trigger = page.getByTestId('menu-trigger');
    await expect(trigger).toBeVisible();
    await expect(page.getByTestId('menu')).toBeHidden();

    await trigger.click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe('hidden');

    const topLevel = drawer.getByTestId('drawer-item');
    const withChildren = topLevel.filter({ has: page.locator('button') }).first();
    const name = (await withChildren.textContent())?.trim() ?? '';
    await withChildren.locator('button').click();

    const all = drawer.getByTestId('drawer-all');
    await expect(all).toBeVisible();
    await expect(all).toContainText(shop.messages.menu.all.replace(' {name}', '').replace('{name}', ''));
    await expect(drawer.getByTestId('drawer-child').first()).toBeVisible();

    await drawer.getByTestId('drawer-back').click();
    await expect(drawer.getByTestId('drawer-item').first()).toBeVisible();
    await expect(drawer).toContainText(name);

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow), { timeout: 3_000 })
      .not.toBe('hidden');
  });
}
