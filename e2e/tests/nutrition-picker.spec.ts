import { CartSchema, NutritionPlanResponseSchema } from '../../packages/contract/src';
import { expect, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS, viaNode } from '../support/storefronts';

/**
 * The nutrition picker (issue 15 §4, §6) in every shop: the form filled and sent from the keyboard
 * puts the inputs in the URL and shows the plan (g/h, fluid, sodium) with products and quantities,
 * the same the api answers; "add all to cart" puts exactly those products and counts in the cart and
 * the header's count follows; input the form cannot send is named at its fields. Axe on each state.
 */

/** `{value, number}` and `{name}` placeholders filled as the shop prints numbers below 1,000. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?:, number)?\}/g, (whole, name: string) => String(values[name] ?? whole));

// As the form sends it: an unticked box sends nothing (gluten-free is then no).
const QUERY = 'activity=ultra&duration=300&intensity=moderate&heat=hot&caffeine=yes&vegan=yes';

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: a 5 h vegan ultra in heat planned from the form, and the whole plan added to the cart`, async ({
    page,
    readApi,
  }) => {
    const texts = shop.messages.nutrition;
    await page.goto(`${shop.origin}/app/food`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    expect(await blockingViolations(page), 'nutrition form').toEqual([]);

    // --- The form, by keyboard ------------------------------------------------------------------
    const form = page.getByTestId('nutrition-form');
    await form.getByLabel(texts.activity, { exact: true }).selectOption({ label: texts.activities.ultra });
    await form.getByLabel(texts.intensity, { exact: true }).selectOption({ label: texts.intensities.moderate });
    await form.getByLabel(texts.heat, { exact: true }).selectOption({ label: texts.heats.hot });
    await form.getByRole('radio', { name: texts.caffeineYes }).check();
    await form.getByRole('checkbox', { name: texts.vegan }).check();
    const duration = form.getByRole('spinbutton', { name: texts.duration });
    await duration.fill('300');
    await duration.press('Enter');

    // The inputs are the URL (a plain GET form): shareable, cached per URL.
    await expect(page).toHaveURL(`${shop.origin}/app/food?${QUERY}#plan`);
    const plan = page.getByTestId('nutrition-plan');
    await expect(plan.getByTestId('nutrition-carbohydrate')).toContainText(fill(texts.perHourG, { value: 75 }));
    await expect(plan.getByTestId('nutrition-carbohydrate')).toContainText(fill(texts.band, { min: 60, max: 90 }));
    await expect(plan.getByTestId('nutrition-fluid')).toContainText(fill(texts.perHourMl, { value: 750 }));
    await expect(plan.getByTestId('nutrition-sodium')).toContainText(fill(texts.perHourMg, { value: 600 }));
    await expect(plan.getByTestId('nutrition-caffeine')).toContainText(fill(texts.caffeineMax, { value: 300 }));

    // The products with their quantities, as the api answers them for the same inputs.
    const answer = await readApi(`/api/lib/v1/nutrition-plan?${QUERY}`, NutritionPlanResponseSchema);
    expect(answer.items.length).toBeGreaterThan(0);
    const shown = plan.getByTestId('nutrition-item');
    await expect(shown).toHaveCount(answer.items.length);
    for (const [index, item] of answer.items.entries()) {
      const line = shown.nth(index);
      await expect(line).toHaveAttribute('data-product-id', String(item.product.id));
      await expect(line.getByTestId('nutrition-quantity')).toHaveText(fill(texts.quantity, { count: item.count }));
      await expect(line.getByRole('heading', { name: item.product.name })).toBeVisible();
    }
    expect(await blockingViolations(page), 'nutrition plan').toEqual([]);

    // --- One button, by keyboard: exactly these products and counts in the cart ------------------
    const pieces = answer.items.reduce((sum, item) => sum + item.count, 0);
    const addAll = page.getByTestId('nutrition-add-all');
    await expect(addAll).toHaveText(texts.addAll);
    await addAll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('nutrition-added')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', String(pieces));
    const cart = await readApi('/api/lib/v1/cart', CartSchema);
    expect(cart.items.map((line) => ({ id: line.product.id, size: line.size.id, count: line.count }))).toEqual(
      answer.items.map((item) => ({ id: item.product.id, size: item.sizeId, count: item.count })),
    );
    expect(cart.count).toBe(pieces);
  });

  test(`${shop.locale}: input the form cannot send is named at its fields, and no plan is made`, async ({ page }) => {
    const texts = shop.messages.nutrition;
    await page.goto(`${shop.origin}/app/food?activity=swim&duration=5&intensity=easy&heat=cool`);
    const errors = page.getByTestId('nutrition-errors');
    await expect(errors).toBeFocused();
    await expect(errors.getByRole('listitem')).toHaveText([texts.errors.activity, texts.errors.duration]);
    await expect(page.getByRole('spinbutton', { name: texts.duration })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('nutrition-plan')).toHaveCount(0);
    expect(await blockingViolations(page), 'nutrition errors').toEqual([]);
  });

  test(`${shop.locale}: a plan's page is cached per inputs, whatever else its query holds`, async ({ request }) => {
    const fetchPage = async (path: string) => {
      const { url, options } = viaNode(shop, path);
      const response = await request.get(url, options);
      return { status: response.status(), cache: response.headers()['x-nextjs-cache'], body: await response.text() };
    };
    const path = `/app/food?${QUERY}`;
    // An earlier journey may have rendered it over 60 s ago: ask until the cache holds it fresh.
    await expect
      .poll(async () => (await fetchPage(path)).cache, { message: `${path}: fresh in the cache` })
      .toBe('HIT');
    const first = await fetchPage(path);
    // Another spelling of the same inputs (other order, junk keys) is the same cached page.
    const other = await fetchPage(
      '/app/food?vegan=yes&caffeine=yes&heat=hot&intensity=moderate&duration=300&activity=ultra&utm_source=news',
    );
    expect(first.status).toBe(200);
    expect(other.cache).toBe('HIT');
    expect(other.body).toBe(first.body);
    expect(first.body).toContain('data-testid="nutrition-plan"');
  });
}
