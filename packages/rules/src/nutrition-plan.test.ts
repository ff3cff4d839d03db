import { describe, expect, it } from 'vitest';
import {
  NUTRITION_ACTIVITIES,
  NUTRITION_HEATS,
  NUTRITION_INTENSITIES,
  type NutritionInputs,
  nutritionPlan,
} from './nutrition-plan';
import { seededRandom } from './seeded-random.fixtures';

const base: NutritionInputs = {
  activity: 'run',
  durationMinutes: 120,
  intensity: 'moderate',
  heat: 'mild',
  caffeine: false,
  vegan: false,
  glutenFree: false,
};

describe('the nutrition plan', () => {
  it('a 2 h moderate road run in mild weather: 45 g/h in the 30–60 band, 500 ml/h, 300 mg/h sodium', () => {
    // Band 30–60, moderate sits halfway: 45 g/h, 90 g in 2 h. Fluid 500 ml/h (mild) → 1000 ml;
    // sodium 0.5 l × 600 mg/l = 300 mg/h → 600 mg. No caffeine asked for; no solids on a road run.
    expect(nutritionPlan(base)).toEqual({
      carbohydrate: { perHour: 45, total: 90, band: { min: 30, max: 60 }, dualSource: false, solidShare: 0 },
      fluid: { perHour: 500, total: 1000 },
      sodium: { perHour: 300, total: 600 },
      caffeineMaxMg: 0,
    });
  });

  it('a 5 h ultra in heat with caffeine: 75 g/h of dual-source carbohydrate, 750 ml/h, 600 mg/h sodium, 300 mg caffeine', () => {
    // Band 60–90 past 2.5 h, moderate halfway: 75 g/h → 375 g; above 60 g/h: glucose + fructose.
    // Hot: 750 ml/h → 3750 ml; 0.75 l × 800 mg/l = 600 mg/h → 3000 mg. Caffeine 100 mg per started
    // 2 h = 3 × 100 = 300 (the cap). An ultra past 2.5 h: a third from solid food.
    expect(nutritionPlan({ ...base, activity: 'ultra', durationMinutes: 300, heat: 'hot', caffeine: true })).toEqual({
      carbohydrate: { perHour: 75, total: 375, band: { min: 60, max: 90 }, dualSource: true, solidShare: 1 / 3 },
      fluid: { perHour: 750, total: 3750 },
      sodium: { perHour: 600, total: 3000 },
      caffeineMaxMg: 300,
    });
  });

  it('under an hour needs no carbohydrate, sodium or caffeine; only heat asks for a drink', () => {
    const short = nutritionPlan({ ...base, durationMinutes: 45, intensity: 'hard', caffeine: true });
    expect(short.carbohydrate).toMatchObject({ perHour: 0, total: 0, band: { min: 0, max: 0 } });
    expect(short.fluid).toEqual({ perHour: 0, total: 0 });
    expect(short.sodium).toEqual({ perHour: 0, total: 0 });
    expect(short.caffeineMaxMg).toBe(0);
    // Hot, moderate: 750 ml/h × 45/60 = 562.5 → 563 ml, still no sodium.
    const hot = nutritionPlan({ ...base, durationMinutes: 45, heat: 'hot' });
    expect(hot.fluid).toEqual({ perHour: 750, total: 563 });
    expect(hot.sodium.total).toBe(0);
  });

  it('places the band edges at 1 h and 2.5 h, and intensity at the bottom, middle and top of the band', () => {
    expect(nutritionPlan({ ...base, durationMinutes: 60, intensity: 'easy' }).carbohydrate.perHour).toBe(30);
    expect(nutritionPlan({ ...base, durationMinutes: 150, intensity: 'hard' }).carbohydrate.perHour).toBe(60);
    expect(nutritionPlan({ ...base, durationMinutes: 165, intensity: 'easy' }).carbohydrate.perHour).toBe(60);
    expect(nutritionPlan({ ...base, durationMinutes: 165, intensity: 'hard' }).carbohydrate).toMatchObject({
      perHour: 90,
      // 90 g/h × 2.75 h = 247.5 → 248
      total: 248,
      dualSource: true,
    });
  });

  it('caffeine: 100 mg per started two hours, none when not wanted', () => {
    expect(nutritionPlan({ ...base, durationMinutes: 90, caffeine: true }).caffeineMaxMg).toBe(100);
    expect(nutritionPlan({ ...base, durationMinutes: 180, caffeine: true }).caffeineMaxMg).toBe(200);
    expect(nutritionPlan({ ...base, durationMinutes: 600, caffeine: true }).caffeineMaxMg).toBe(300);
    expect(nutritionPlan({ ...base, durationMinutes: 600 }).caffeineMaxMg).toBe(0);
  });

  it('solid food only for long trail and ultra efforts, never in a race', () => {
    for (const activity of NUTRITION_ACTIVITIES) {
      const share = nutritionPlan({ ...base, activity, durationMinutes: 240 }).carbohydrate.solidShare;
      expect(share).toBe(activity === 'trail' || activity === 'ultra' ? 1 / 3 : 0);
      expect(nutritionPlan({ ...base, activity, durationMinutes: 150 }).carbohydrate.solidShare).toBe(0);
    }
  });
});

describe('the nutrition plan, for any inputs', () => {
  const random = seededRandom(15_4);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const cases = Array.from(
    { length: 500 },
    (): NutritionInputs => ({
      activity: pick(NUTRITION_ACTIVITIES),
      durationMinutes: 15 + Math.floor(random() * (1440 - 15 + 1)),
      intensity: pick(NUTRITION_INTENSITIES),
      heat: pick(NUTRITION_HEATS),
      caffeine: random() < 0.5,
      vegan: random() < 0.5,
      glutenFree: random() < 0.5,
    }),
  );

  it('keeps carbohydrate in the guidance band for the duration, and totals equal per hour × hours', () => {
    for (const inputs of cases) {
      const { carbohydrate, fluid, sodium } = nutritionPlan(inputs);
      const hours = inputs.durationMinutes / 60;
      const [min, max] = hours < 1 ? [0, 0] : hours <= 2.5 ? [30, 60] : [60, 90];
      expect(carbohydrate.perHour).toBeGreaterThanOrEqual(min);
      expect(carbohydrate.perHour).toBeLessThanOrEqual(max);
      expect(carbohydrate.dualSource).toBe(carbohydrate.perHour > 60);
      for (const target of [carbohydrate, fluid, sodium]) {
        expect(Math.abs(target.total - target.perHour * hours)).toBeLessThanOrEqual(0.5 + 1e-9);
      }
      expect(fluid.perHour === 0 || (fluid.perHour >= 300 && fluid.perHour <= 850)).toBe(true);
    }
  });

  it('asks for more fluid and sodium the hotter it is, everything else the same', () => {
    for (const inputs of cases) {
      const [cool, mild, hot] = NUTRITION_HEATS.map((heat) => nutritionPlan({ ...inputs, heat }));
      if (!cool || !mild || !hot) throw new Error('three heats');
      expect(hot.fluid.perHour).toBeGreaterThan(mild.fluid.perHour);
      expect(mild.fluid.perHour).toBeGreaterThanOrEqual(cool.fluid.perHour);
      expect(hot.sodium.perHour).toBeGreaterThanOrEqual(mild.sodium.perHour);
      expect(mild.sodium.perHour).toBeGreaterThanOrEqual(cool.sodium.perHour);
      expect(hot.carbohydrate).toEqual(cool.carbohydrate);
    }
  });
});
