import type { Page } from '@playwright/test';
import { ProductListResponseSchema, ShoeFinderResponseSchema } from '../../packages/contract/src';
import { expect, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS, viaNode } from '../support/storefronts';

/** The journey's answers, in the quiz's order, and the size it asks for. */
const ANSWERS = ['pronation', 'heel', 'over-85', 'knee', 'road', 'training'] as const;
const SIZE = '42';
const RESULT_PATH = `/app/${[...ANSWERS, SIZE].join('/')}`;

/** Chooses the radio of `value` by keyboard (Tab into the group, arrows or space) and moves on with the Next button. */
async function answerByKeyboard(page: Page, value: string) {
  const radios = page.locator('[data-testid="shoe-quiz"] input[type="radio"]');
  const values = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const at = values.indexOf(value);
  expect(at, `${value} among ${values.join(', ')}`).toBeGreaterThanOrEqual(0);
  // From the focused heading, Tab enters the group on its first radio (or on the checked one).
  await page.keyboard.press('Tab');
  await expect(radios.first()).toBeFocused();
  if (at === 0) await page.keyboard.press('Space');
  for (let n = 0; n < at; n++) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(at)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('quiz-next')).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const shop of STOREFRONTS) {
  const t = shop.messages.shoeFinder;
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  test.describe(`${shop.locale} shoe finder`, () => {
    test('the quiz by keyboard to shoes in stock in the size, each with why; back returns with the answer; the listing link', async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      // The home page's promo still leads to the app.
      await page.locator('main a[href="/app"]').first().click();
      await expect(page).toHaveURL(`${shop.origin}/app`);
      await expect(heading(page)).toHaveText(t.questions.foot.title);
      await expect(heading(page)).toBeFocused();
      await expect(page.getByText(t.progress.replace('{step}', '1').replace('{total}', '7'))).toBeVisible();
      await expect(page.getByRole('heading', { name: t.wetFootTest.title })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      const questions = ['foot', 'strike', 'weight', 'injury', 'surface', 'use'] as const;
      for (const [at, question] of questions.entries()) {
        await expect(heading(page)).toHaveText(t.questions[question].title);
        await answerByKeyboard(page, ANSWERS[at] as string);
        const step = at + 2;
        await expect(page).toHaveURL(`${shop.origin}/app/${step}/${ANSWERS.slice(0, at + 1).join('/')}`);
        await expect(heading(page)).toBeFocused();
        await expect(page.getByText(t.progress.replace('{step}', String(step)).replace('{total}', '7'))).toBeVisible();
      }
      await expect(heading(page)).toHaveText(t.questions.size.title);
      await answerByKeyboard(page, SIZE);

      await expect(page).toHaveURL(`${shop.origin}${RESULT_PATH}`);
      await expect(heading(page)).toHaveText(t.result.title);
      const items = page.getByTestId('shoe-finder-item');
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(12);
      // A stability shoe comes first for a pronating runner, and every shoe says why in the shop's words.
      await expect(items.first().getByTestId('shoe-finder-why')).toContainText(t.reasons['stability-for-pronation']);
      const reasonTexts = Object.values(t.reasons);
      for (const why of await items.getByTestId('shoe-finder-why').allTextContents()) {
        expect(
          reasonTexts.some((reason) => why.includes(reason)),
          why,
        ).toBe(true);
      }
      // Every shoe shown is in stock in the size asked for.
      const result = await readApi(
        `/api/lib/v1/shoe-finder?${new URLSearchParams({
          foot: 'pronation',
          strike: 'heel',
          weight: 'over-85',
          injury: 'knee',
          surface: 'road',
          use: 'training',
          size: SIZE,
        })}`,
        ShoeFinderResponseSchema,
      );
      expect(result.items.length).toBe(count);
      const ids = result.items.map((item) => item.product.id).join(',');
      const sized = await readApi(`/api/lib/v1/products?productIds=${ids}&fields=sizes`, ProductListResponseSchema);
      for (const product of sized.items) {
        expect(product.sizes?.find((size) => size.name === SIZE)?.stock ?? 0, String(product.id)).toBeGreaterThan(0);
      }
      expect(await blockingViolations(page)).toEqual([]);

      // The browser's back button: the size question with its answer chosen, then the use question.
      await page.goBack();
      await expect(page).toHaveURL(`${shop.origin}/app/7/${[...ANSWERS, SIZE].join('/')}`);
      await expect(heading(page)).toHaveText(t.questions.size.title);
      await expect(heading(page)).toBeFocused();
      await expect(page.locator(`input[type="radio"][value="${SIZE}"]`)).toBeChecked();
      await page.goBack();
      await expect(page).toHaveURL(`${shop.origin}/app/6/${ANSWERS.join('/')}`);
      await expect(heading(page)).toHaveText(t.questions.use.title);
      await expect(page.locator('input[type="radio"][value="training"]')).toBeChecked();

      // The result's link to the category listing of such shoes.
      await page.goto(`${shop.origin}${RESULT_PATH}`);
      await page.getByTestId('shoe-finder-listing').click();
      await expect(page).toHaveURL(
        new RegExp(`^${shop.origin}/${shop.categorySegment}/${shop.shoesCategory}/.+/${SIZE}(/|$)`),
      );
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    test('the quiz works without JavaScript: a sent form goes on to the next question’s path', async ({ request }) => {
      const sent = viaNode(shop, '/app/2/neutral?answer=midfoot');
      const response = await request.get(sent.url, sent.options);
      expect(response.status()).toBe(303);
      expect(response.headers().location).toMatch(/\/app\/3\/neutral\/midfoot$/);
      const unknown = viaNode(shop, '/app/2/sideways');
      expect((await request.get(unknown.url, unknown.options)).status()).toBe(404);
    });
  });
}
