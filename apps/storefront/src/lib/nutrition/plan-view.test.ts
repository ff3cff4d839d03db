import { describe, expect, it } from 'vitest';
import { decodeNutritionView, encodeNutritionView, NUTRITION_ROUTE, nutritionViewOfQuery } from './plan-view';

const viewOf = (query: string) => nutritionViewOfQuery(new URLSearchParams(query));

describe('the nutrition picker’s view segment', () => {
  it('is the bare page without any of the form’s keys, whatever else the query holds', () => {
    expect(encodeNutritionView(viewOf(''))).toBe('_');
    expect(encodeNutritionView(viewOf('utm_source=news&fbclid=1'))).toBe('_');
  });

  it('keeps the form’s keys in one order, unticked boxes as no, and drops the rest', () => {
    expect(encodeNutritionView(viewOf('heat=hot&utm=x&duration=0300&activity=ultra&intensity=hard&vegan=yes'))).toBe(
      'activity=ultra&duration=300&intensity=hard&heat=hot&caffeine=no&vegan=yes&glutenFree=no',
    );
  });

  it('marks what the form cannot send, so the page names the field; an out-of-range duration too', () => {
    expect(encodeNutritionView(viewOf('activity=swim&duration=12345&heat=mild&caffeine=maybe'))).toBe(
      'activity=-&duration=-&intensity=-&heat=mild&caffeine=-&vegan=no&glutenFree=no',
    );
    expect(viewOf('activity=run&duration=5000')?.duration).toBe('-');
    expect(viewOf('activity=run&duration=14')?.duration).toBe('-');
    expect(viewOf('activity=run&duration=1440')?.duration).toBe('1440');
    expect(viewOf('activity=run&duration=015')?.duration).toBe('15');
  });

  it('reads back what it wrote', () => {
    const segment = 'activity=run&duration=120&intensity=moderate&heat=mild&caffeine=yes&vegan=no&glutenFree=yes';
    expect(encodeNutritionView(decodeNutritionView(segment))).toBe(segment);
    expect(decodeNutritionView('_')).toBeNull();
    expect(decodeNutritionView('%E0%A4%A')).toBeNull();
  });

  it('matches the internal route with or without more after it', () => {
    expect(NUTRITION_ROUTE.exec('/sk/app/food')?.[1]).toBe('/sk/app/food');
    expect(NUTRITION_ROUTE.exec('/hu/app/food/extra')?.[2]).toBe('/extra');
    expect(NUTRITION_ROUTE.exec('/sk/app/foods')).toBeNull();
    expect(NUTRITION_ROUTE.exec('/sk/app')).toBeNull();
  });
});
