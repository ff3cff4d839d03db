import { expect, test } from '@playwright/test';
import { STOREFRONTS } from '../support/storefronts';

type Review = { data: { summary: string; recommends: number; total_rating: number } };

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: the footer shows only the reviews the rule allows`, async ({ page, request }) => {
    const api = await request.get(`${shop.origin}/api/pages/heureka`);
    expect(api.ok()).toBe(true);
    const { items } = (await api.json()) as { items: Review[] };
    const qualifying = items.filter((r) => r.data.summary.trim() !== '' && r.data.recommends === 1);
    // The seed must give the rule something to hide, or this test could not fail.
    expect(qualifying.length).toBeLessThan(items.length);

    await page.goto(`${shop.origin}/`);
    const shown = page.getByTestId('footer-reviews').getByTestId('review');
    const expected = qualifying.slice(0, 5);
    await expect(shown).toHaveCount(expected.length);
    for (const [index, review] of expected.entries()) {
      const card = shown.nth(index);
      await expect(card).toContainText(review.data.summary);
      await expect(card).toHaveAttribute('data-stars', String(Math.floor(review.data.total_rating)));
      await expect(card).toHaveAttribute('data-percent', String(Math.round((review.data.total_rating / 5) * 100)));
    }
  });
}
