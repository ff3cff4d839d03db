import { STOREFRONTS } from '../support/storefronts';
import { expect, test } from '../support/test';

type Review = { data: { summary: string; recommends: number; total_rating: number } };

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: the footer shows only the reviews the rule allows`, async ({ page }) => {
    await page.goto(`${shop.origin}/`);
    // Fetched by the page itself, same-origin through the storefront's /api proxy, because only the
    // browser resolves *.localhost; Node's resolver does not.
    const { items } = await page.evaluate(async () => {
      const res = await fetch('/api/pages/heureka');
      if (!res.ok) throw new Error(`heureka answered ${res.status}`);
      return (await res.json()) as { items: Review[] };
    });
    const qualifying = items.filter((r) => r.data.summary.trim() !== '' && r.data.recommends === 1);
    // The seed must give the rule something to hide, or this test could not fail.
    expect(qualifying.length).toBeLessThan(items.length);

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
