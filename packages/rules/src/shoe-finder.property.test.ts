import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.fixtures';
import {
  FOOT_STRIKES,
  FOOT_TYPES,
  INJURIES,
  parseShoeFinderPath,
  printShoeFinderPath,
  RUN_SURFACES,
  RUN_USES,
  rankShoes,
  type ShoeFinderAnswers,
  type ShoeParameters,
  type ShoeUse,
  scoreShoe,
  WEIGHT_BANDS,
} from './shoe-finder';

const CASES = 2000;

function generator(random: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const answers = (): ShoeFinderAnswers => ({
    foot: pick(FOOT_TYPES),
    strike: pick(FOOT_STRIKES),
    weight: pick(WEIGHT_BANDS),
    injury: pick(INJURIES),
    surface: pick(RUN_SURFACES),
    use: pick(RUN_USES),
    size: pick(['36', '38.5', '42', '44.5', '48']),
  });
  const shoe = (): ShoeParameters => ({
    support: pick(['neutral', 'stability'] as const),
    cushioning: pick(['low', 'medium', 'max'] as const),
    drop: pick([0, 4, 5, 6, 8, 10, 12]),
    surface: pick(['road', 'trail'] as const),
    uses: (['daily-trainer', 'tempo', 'racing'] as ShoeUse[]).filter(() => random() < 0.4),
  });
  return { answers, shoe };
}

describe('shoe-finder properties', () => {
  const { answers, shoe } = generator(seededRandom(15_003));

  it('never scores a shoe lower for the support type the foot asks for', () => {
    for (let n = 0; n < CASES; n++) {
      const given = answers();
      const parameters = shoe();
      const fitting = given.foot === 'pronation' ? 'stability' : 'neutral';
      const other = fitting === 'stability' ? 'neutral' : 'stability';
      expect(scoreShoe(given, { ...parameters, support: fitting }).score).toBeGreaterThan(
        scoreShoe(given, { ...parameters, support: other }).score,
      );
    }
  });

  it('never scores a shoe lower for the surface run on (a trail shoe for mixed ground)', () => {
    for (let n = 0; n < CASES; n++) {
      const given = answers();
      const parameters = shoe();
      const fitting = given.surface === 'road' ? 'road' : 'trail';
      const other = fitting === 'road' ? 'trail' : 'road';
      expect(scoreShoe(given, { ...parameters, surface: fitting }).score).toBeGreaterThan(
        scoreShoe(given, { ...parameters, surface: other }).score,
      );
    }
  });

  it('names each reason at most once', () => {
    for (let n = 0; n < CASES; n++) {
      const { reasons } = scoreShoe(answers(), shoe());
      expect(new Set(reasons).size).toBe(reasons.length);
    }
  });

  it('ranks every shoe given exactly once, best score first', () => {
    for (let n = 0; n < CASES / 10; n++) {
      const given = answers();
      const shoes = Array.from({ length: 12 }, (_, id) => ({ id, parameters: shoe() }));
      const ranked = rankShoes(given, shoes);
      expect(ranked.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(shoes.map((entry) => entry.id));
      for (let at = 1; at < ranked.length; at++) {
        expect((ranked[at - 1] as { score: number }).score).toBeGreaterThanOrEqual(
          (ranked[at] as { score: number }).score,
        );
      }
    }
  });

  it('reads back every result path it prints', () => {
    for (let n = 0; n < CASES; n++) {
      const state = { kind: 'result' as const, answers: answers() };
      expect(parseShoeFinderPath(printShoeFinderPath(state))).toEqual(state);
    }
  });
});
