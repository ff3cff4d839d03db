import { describe, expect, it } from 'vitest';
import {
  answerAt,
  nextShoeFinderState,
  parseShoeFinderPath,
  printShoeFinderPath,
  rankShoes,
  type ShoeFinderAnswers,
  type ShoeParameters,
  scoreShoe,
} from './shoe-finder';

const HEAVY_PRONATOR: ShoeFinderAnswers = {
  foot: 'pronation',
  strike: 'heel',
  weight: 'over-85',
  injury: 'knee',
  surface: 'road',
  use: 'training',
  size: '44',
};

const FOREFOOT_TRAIL_RUNNER: ShoeFinderAnswers = {
  foot: 'neutral',
  strike: 'forefoot',
  weight: '60-85',
  injury: 'none',
  surface: 'trail',
  use: 'training',
  size: '42',
};

/** Brooks Glycerin GTS 22 as seeded: stability, max cushioning, 10 mm, road, a daily trainer. */
const STABILITY_MAX_ROAD: ShoeParameters = {
  support: 'stability',
  cushioning: 'max',
  drop: 10,
  surface: 'road',
  uses: ['daily-trainer'],
};
/** A neutral racing flat: low cushioning, 4 mm, road, carbon plate. */
const NEUTRAL_RACING_FLAT: ShoeParameters = {
  support: 'neutral',
  cushioning: 'low',
  drop: 4,
  surface: 'road',
  uses: ['racing'],
};
const LOW_DROP_TRAIL: ShoeParameters = {
  support: 'neutral',
  cushioning: 'medium',
  drop: 4,
  surface: 'trail',
  uses: ['daily-trainer'],
};
const HIGH_DROP_TRAIL: ShoeParameters = { ...LOW_DROP_TRAIL, drop: 10 };
const LOW_DROP_ROAD: ShoeParameters = { ...LOW_DROP_TRAIL, surface: 'road' };

describe('scoreShoe, hand-checked', () => {
  it('scores a stability max-cushion road trainer for a heavy pronating heel striker with knee pain', () => {
    // support +3, road +3, everyday training +2, cushioning need 2+1+1=4 → max +3, heel & 10 mm +1.
    expect(scoreShoe(HEAVY_PRONATOR, STABILITY_MAX_ROAD)).toEqual({
      score: 12,
      reasons: [
        'stability-for-pronation',
        'made-for-road',
        'cushioning-for-injury',
        'use-training',
        'drop-for-heel-strike',
      ],
    });
  });

  it('scores a neutral racing flat low for the same runner', () => {
    // support −3, road +3, racing-only for training −2, low vs max −2, heel & 4 mm −1.
    expect(scoreShoe(HEAVY_PRONATOR, NEUTRAL_RACING_FLAT)).toEqual({ score: -5, reasons: ['made-for-road'] });
  });

  it('gives a forefoot trail runner’s low-drop trail shoe its points', () => {
    // neutral +2, trail +3, training +2, need 1 → medium +2 (balanced), forefoot & 4 mm +2.
    expect(scoreShoe(FOREFOOT_TRAIL_RUNNER, LOW_DROP_TRAIL)).toEqual({
      score: 11,
      reasons: [
        'made-for-trail',
        'neutral-for-neutral-foot',
        'use-training',
        'balanced-cushioning',
        'low-drop-for-forefoot',
      ],
    });
    // Same, but forefoot & 10 mm −1.
    expect(scoreShoe(FOREFOOT_TRAIL_RUNNER, HIGH_DROP_TRAIL).score).toBe(8);
    // Same as the low-drop trail shoe, but road on trail −3 instead of +3.
    expect(scoreShoe(FOREFOOT_TRAIL_RUNNER, LOW_DROP_ROAD).score).toBe(5);
  });

  it('rewards a higher drop for a sore Achilles and punishes a zero drop', () => {
    const achilles: ShoeFinderAnswers = { ...FOREFOOT_TRAIL_RUNNER, strike: 'midfoot', injury: 'achilles' };
    // neutral +2, trail +3, training +2, need 1 → medium +2, Achilles & 10 mm +3, midfoot & 10 mm 0.
    expect(scoreShoe(achilles, HIGH_DROP_TRAIL)).toEqual({
      score: 12,
      reasons: [
        'made-for-trail',
        'higher-drop-for-achilles',
        'neutral-for-neutral-foot',
        'use-training',
        'balanced-cushioning',
      ],
    });
    // Achilles & 0 mm −3 instead of +3; midfoot & 0 mm 0.
    expect(scoreShoe(achilles, { ...HIGH_DROP_TRAIL, drop: 0 }).score).toBe(6);
  });

  it('prefers a light shoe for a light runner on mixed ground and gives trail shoes the grip reason', () => {
    const light: ShoeFinderAnswers = {
      foot: 'neutral',
      strike: 'midfoot',
      weight: 'under-60',
      injury: 'none',
      surface: 'mixed',
      use: 'tempo',
      size: '38',
    };
    const tempoTrail: ShoeParameters = {
      support: 'neutral',
      cushioning: 'low',
      drop: 6,
      surface: 'trail',
      uses: ['tempo'],
    };
    // neutral +2, mixed & trail +2, tempo +2, need 0 & low +2, midfoot & 6 mm +1.
    expect(scoreShoe(light, tempoTrail)).toEqual({
      score: 9,
      reasons: [
        'neutral-for-neutral-foot',
        'grip-for-mixed',
        'use-tempo',
        'light-for-light-runner',
        'moderate-drop-for-midfoot',
      ],
    });
    // A max road trainer: neutral +2, mixed & road 0, no tempo 0, need 0 & max 0, midfoot & 10 mm 0.
    expect(scoreShoe(light, { ...STABILITY_MAX_ROAD, support: 'neutral' })).toEqual({
      score: 2,
      reasons: ['neutral-for-neutral-foot'],
    });
  });
});

describe('rankShoes', () => {
  it('ranks the stability max-cushion road shoe above the racing flat for the heavy pronator', () => {
    const ranked = rankShoes(HEAVY_PRONATOR, [
      { id: 'flat', parameters: NEUTRAL_RACING_FLAT },
      { id: 'stability', parameters: STABILITY_MAX_ROAD },
    ]);
    expect(ranked.map((shoe) => shoe.id)).toEqual(['stability', 'flat']);
  });

  it('puts the low-drop trail shoe first for a forefoot trail runner', () => {
    const ranked = rankShoes(FOREFOOT_TRAIL_RUNNER, [
      { id: 'road', parameters: LOW_DROP_ROAD },
      { id: 'high-drop-trail', parameters: HIGH_DROP_TRAIL },
      { id: 'low-drop-trail', parameters: LOW_DROP_TRAIL },
    ]);
    expect(ranked.map((shoe) => shoe.id)).toEqual(['low-drop-trail', 'high-drop-trail', 'road']);
  });

  it('keeps the given order between equal scores', () => {
    const ranked = rankShoes(FOREFOOT_TRAIL_RUNNER, [
      { id: 'b', parameters: LOW_DROP_TRAIL },
      { id: 'a', parameters: LOW_DROP_TRAIL },
    ]);
    expect(ranked.map((shoe) => shoe.id)).toEqual(['b', 'a']);
  });
});

describe('the quiz path', () => {
  const result = ['pronation', 'heel', 'over-85', 'knee', 'road', 'training', '44'];

  it('reads the first question from the bare app path and prints it back so', () => {
    expect(parseShoeFinderPath([])).toEqual({ kind: 'question', step: 1, answers: [] });
    expect(printShoeFinderPath({ kind: 'question', step: 1, answers: [] })).toEqual([]);
  });

  it('reads a question with its answers kept, also the answer of the question shown', () => {
    expect(parseShoeFinderPath(['2', 'neutral', 'heel'])).toEqual({
      kind: 'question',
      step: 2,
      answers: ['neutral', 'heel'],
    });
    expect(printShoeFinderPath({ kind: 'question', step: 2, answers: ['neutral', 'heel'] })).toEqual([
      '2',
      'neutral',
      'heel',
    ]);
  });

  it('reads seven answers as the result', () => {
    expect(parseShoeFinderPath(result)).toEqual({ kind: 'result', answers: HEAVY_PRONATOR });
    expect(printShoeFinderPath({ kind: 'result', answers: HEAVY_PRONATOR })).toEqual(result);
  });

  it.each([
    [['3', 'neutral']],
    [['2', 'flat-foot']],
    [['neutral', 'heel']],
    [['8']],
    [[...result, 'extra']],
    [[...result.slice(0, 6), '44.7']],
    [['2', 'heel']],
  ])('refuses %j', (segments) => {
    expect(parseShoeFinderPath(segments)).toBeNull();
  });

  it('moves on after an answer, keeping later answers, and ends at the result', () => {
    expect(answerAt(['neutral', 'heel', '60-85'], 2, 'forefoot')).toEqual(['neutral', 'forefoot', '60-85']);
    expect(answerAt(['neutral'], 2, 'heel')).toEqual(['neutral', 'heel']);
    expect(nextShoeFinderState(['neutral', 'heel'], 2)).toEqual({
      kind: 'question',
      step: 3,
      answers: ['neutral', 'heel'],
    });
    expect(nextShoeFinderState(result, 7)).toEqual({ kind: 'result', answers: HEAVY_PRONATOR });
  });
});
