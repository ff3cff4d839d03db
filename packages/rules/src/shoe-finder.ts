/**
 * The shoe-choosing app (issue 15 §3): the quiz's questions and answers, and how well a shoe's
 * parameters fit a runner's answers. Pure and zod-free: the api ranks with it, the storefront's
 * quiz pages (and their browser code) read the questions and the URL codec from it.
 */

export const FOOT_TYPES = ['neutral', 'pronation'] as const;
export const FOOT_STRIKES = ['heel', 'midfoot', 'forefoot'] as const;
/** Body weight bands in kg: under 60, 60 to 85, over 85. */
export const WEIGHT_BANDS = ['under-60', '60-85', 'over-85'] as const;
export const INJURIES = ['knee', 'shin', 'achilles', 'plantar-fascia', 'none'] as const;
export const RUN_SURFACES = ['road', 'trail', 'mixed'] as const;
export const RUN_USES = ['training', 'tempo', 'racing'] as const;

export type FootType = (typeof FOOT_TYPES)[number];
export type FootStrike = (typeof FOOT_STRIKES)[number];
export type WeightBand = (typeof WEIGHT_BANDS)[number];
export type Injury = (typeof INJURIES)[number];
export type RunSurface = (typeof RUN_SURFACES)[number];
export type RunUse = (typeof RUN_USES)[number];

/** A shoe size as the shop sells it (EU): `42`, `42.5`. */
export const SHOE_SIZE_PATTERN = /^\d{2}(\.5)?$/;

/** The quiz's questions in the order it asks them; the size comes last. */
export const SHOE_FINDER_QUESTIONS = ['foot', 'strike', 'weight', 'injury', 'surface', 'use', 'size'] as const;
export type ShoeFinderQuestion = (typeof SHOE_FINDER_QUESTIONS)[number];

/** The choices of every question but the size, whose choices are the sizes in stock. */
export const SHOE_FINDER_CHOICES = {
  foot: FOOT_TYPES,
  strike: FOOT_STRIKES,
  weight: WEIGHT_BANDS,
  injury: INJURIES,
  surface: RUN_SURFACES,
  use: RUN_USES,
} as const satisfies Record<Exclude<ShoeFinderQuestion, 'size'>, readonly string[]>;

export type ShoeFinderAnswers = {
  foot: FootType;
  strike: FootStrike;
  weight: WeightBand;
  injury: Injury;
  surface: RunSurface;
  use: RunUse;
  size: string;
};

/** Whether `value` is a possible answer to `question` (a size only by its shape). */
export function isShoeFinderAnswer(question: ShoeFinderQuestion, value: string): boolean {
  if (question === 'size') return SHOE_SIZE_PATTERN.test(value);
  return (SHOE_FINDER_CHOICES[question] as readonly string[]).includes(value);
}

/**
 * The quiz's state in its URL, `/app/{step}/{answer}/{answer}…` while a question is shown and
 * `/app/{answer}×7` for the result: path segments, because the storefront's page cache keeps a page
 * per path and drops the query (decision 0021). The step is explicit so that a question can be shown
 * with its answer already chosen: the browser's back button returns to it so.
 */
export type ShoeFinderState =
  | { kind: 'question'; step: number; answers: string[] }
  | { kind: 'result'; answers: ShoeFinderAnswers };

/**
 * The state of the path segments after `/app`, or null when they name no state of the quiz (an
 * unknown answer, a step past the answers given plus one): the page is then a 404.
 */
export function parseShoeFinderPath(segments: readonly string[]): ShoeFinderState | null {
  if (segments.length === 0) return { kind: 'question', step: 1, answers: [] };
  const [first, ...rest] = segments;
  const hasStep = /^[1-7]$/.test(first ?? '');
  const answers = hasStep ? rest : [...segments];
  if (answers.length > SHOE_FINDER_QUESTIONS.length) return null;
  const valid = answers.every((answer, at) =>
    isShoeFinderAnswer(SHOE_FINDER_QUESTIONS[at] as ShoeFinderQuestion, answer),
  );
  if (!valid) return null;
  if (hasStep) {
    const step = Number(first);
    // A question may be shown with its own and the later answers kept, but not past the first gap.
    return step <= answers.length + 1 ? { kind: 'question', step, answers } : null;
  }
  if (answers.length < SHOE_FINDER_QUESTIONS.length) return null;
  const [foot, strike, weight, injury, surface, use, size] = answers as [
    FootType,
    FootStrike,
    WeightBand,
    Injury,
    RunSurface,
    RunUse,
    string,
  ];
  return { kind: 'result', answers: { foot, strike, weight, injury, surface, use, size } };
}

/** The path segments after `/app` of a state (the inverse of `parseShoeFinderPath`). */
export function printShoeFinderPath(state: ShoeFinderState): string[] {
  if (state.kind === 'result') return SHOE_FINDER_QUESTIONS.map((question) => state.answers[question]);
  // The first question with nothing answered is the app's own address, `/app`.
  if (state.step === 1 && state.answers.length === 0) return [];
  return [String(state.step), ...state.answers];
}

/**
 * The answers after choosing `value` for the question at `step` (1-based): the answers before it
 * kept, and the later ones kept too unless they no longer exist (so going back to change one answer
 * does not lose the others).
 */
export function answerAt(answers: readonly string[], step: number, value: string): string[] {
  const next = [...answers.slice(0, step - 1), value];
  return [...next, ...answers.slice(step)];
}

/** Where the quiz goes after the question at `step` was answered: the next question, or the result. */
export function nextShoeFinderState(answers: readonly string[], step: number): ShoeFinderState | null {
  if (step < SHOE_FINDER_QUESTIONS.length) return { kind: 'question', step: step + 1, answers: [...answers] };
  return parseShoeFinderPath(answers);
}

// --- Scoring ------------------------------------------------------------------------------------

export type ShoeSupport = 'neutral' | 'stability';
export type ShoeCushioning = 'low' | 'medium' | 'max';
export type ShoeSurface = 'road' | 'trail';
/** What a shoe is made for, from its tags: everyday training, tempo work, racing (carbon plate). */
export type ShoeUse = 'daily-trainer' | 'tempo' | 'racing';

/** The parameters of a shoe the scoring reads; the seed gives every shoe all of them. */
export type ShoeParameters = {
  support: ShoeSupport;
  cushioning: ShoeCushioning;
  /** Heel-to-toe drop in mm. */
  drop: number;
  surface: ShoeSurface;
  uses: readonly ShoeUse[];
};

/** Why a shoe fits: each code has one translated sentence in the storefront (`shoeFinder.reasons`). */
export const SHOE_FIT_REASONS = [
  'stability-for-pronation',
  'neutral-for-neutral-foot',
  'made-for-road',
  'made-for-trail',
  'grip-for-mixed',
  'use-training',
  'use-tempo',
  'use-racing',
  'cushioning-for-injury',
  'cushioning-for-weight',
  'cushioning-for-heel-strike',
  'balanced-cushioning',
  'light-for-light-runner',
  'higher-drop-for-achilles',
  'low-drop-for-forefoot',
  'drop-for-heel-strike',
  'moderate-drop-for-midfoot',
] as const;
export type ShoeFitReason = (typeof SHOE_FIT_REASONS)[number];

export type ShoeFit = {
  score: number;
  /** The reasons the shoe scored points, the strongest first (ties in the order of the criteria). */
  reasons: ShoeFitReason[];
};

/** One criterion's points and, when they are positive, the reason to show. */
type Points = { points: number; reason?: ShoeFitReason };

const CUSHIONING_LEVEL: Record<ShoeCushioning, number> = { low: 0, medium: 1, max: 2 };
/** Injuries that softer landings ease (impact): knee, shin, plantar fascia. */
const IMPACT_INJURIES: readonly Injury[] = ['knee', 'shin', 'plantar-fascia'];

/** A pronating foot needs the guidance of a stability shoe; a neutral one runs best without it. */
function supportPoints(answers: ShoeFinderAnswers, shoe: ShoeParameters): Points {
  if (answers.foot === 'pronation') {
    return shoe.support === 'stability' ? { points: 3, reason: 'stability-for-pronation' } : { points: -3 };
  }
  return shoe.support === 'neutral' ? { points: 2, reason: 'neutral-for-neutral-foot' } : { points: -1 };
}

/** A road shoe slips off-road and a trail shoe's lugs wear down on asphalt; mixed terrain wants grip. */
function surfacePoints(answers: ShoeFinderAnswers, shoe: ShoeParameters): Points {
  if (answers.surface === 'mixed')
    return shoe.surface === 'trail' ? { points: 2, reason: 'grip-for-mixed' } : { points: 0 };
  if (answers.surface === shoe.surface) {
    return { points: 3, reason: shoe.surface === 'road' ? 'made-for-road' : 'made-for-trail' };
  }
  return { points: -3 };
}

/** The use answered against what the shoe is made for; a racing-only shoe is poor for daily miles. */
function usePoints(answers: ShoeFinderAnswers, shoe: ShoeParameters): Points {
  const wanted: Record<RunUse, ShoeUse> = { training: 'daily-trainer', tempo: 'tempo', racing: 'racing' };
  const reason: Record<RunUse, ShoeFitReason> = { training: 'use-training', tempo: 'use-tempo', racing: 'use-racing' };
  if (shoe.uses.includes(wanted[answers.use])) return { points: 2, reason: reason[answers.use] };
  const racingOnly = shoe.uses.length > 0 && shoe.uses.every((use) => use === 'racing');
  return { points: answers.use === 'training' && racingOnly ? -2 : 0 };
}

/**
 * How much cushioning the runner needs: body weight (over 85 kg most), a heel strike and an impact
 * injury each add to it. 0 wants a light shoe, 1 a medium one, 2 and more max cushioning.
 */
function cushioningNeed(answers: ShoeFinderAnswers): number {
  const weight = { 'under-60': 0, '60-85': 1, 'over-85': 2 }[answers.weight];
  return weight + (answers.strike === 'heel' ? 1 : 0) + (IMPACT_INJURIES.includes(answers.injury) ? 1 : 0);
}

/** The reason a shoe's cushioning fits: the strongest cause of the need. */
function cushioningReason(answers: ShoeFinderAnswers, need: number): ShoeFitReason {
  if (need === 0) return 'light-for-light-runner';
  if (IMPACT_INJURIES.includes(answers.injury)) return 'cushioning-for-injury';
  if (answers.weight === 'over-85') return 'cushioning-for-weight';
  if (answers.strike === 'heel') return 'cushioning-for-heel-strike';
  return 'balanced-cushioning';
}

function cushioningPoints(answers: ShoeFinderAnswers, shoe: ShoeParameters): Points {
  const need = cushioningNeed(answers);
  const level = CUSHIONING_LEVEL[shoe.cushioning];
  if (need === 0) {
    // A light runner needs little, but a medium shoe does no harm; only max is too much shoe.
    return level === 0 ? { points: 2, reason: 'light-for-light-runner' } : { points: level === 1 ? 1 : 0 };
  }
  const target = Math.min(2, need);
  const off = Math.abs(level - target);
  if (off === 0) return { points: need >= 3 ? 3 : 2, reason: cushioningReason(answers, need) };
  return { points: off === 1 ? 0 : -2 };
}

/**
 * The drop against the strike and the Achilles: a higher drop (8 mm and more) unloads the Achilles
 * and calf and suits a heel strike; a low one (6 mm and less) suits a forefoot strike, and 4 mm or
 * less loads a sore Achilles. Several can apply; their points add up.
 */
function dropPoints(answers: ShoeFinderAnswers, shoe: ShoeParameters): Points[] {
  const points: Points[] = [];
  if (answers.injury === 'achilles') {
    if (shoe.drop >= 8) points.push({ points: 3, reason: 'higher-drop-for-achilles' });
    else if (shoe.drop <= 4) points.push({ points: -3 });
  }
  if (answers.strike === 'forefoot') {
    if (shoe.drop <= 6) points.push({ points: 2, reason: 'low-drop-for-forefoot' });
    else if (shoe.drop >= 10) points.push({ points: -1 });
  } else if (answers.strike === 'heel') {
    if (shoe.drop >= 8) points.push({ points: 1, reason: 'drop-for-heel-strike' });
    else if (shoe.drop <= 4) points.push({ points: -1 });
  } else if (shoe.drop >= 5 && shoe.drop <= 8) {
    points.push({ points: 1, reason: 'moderate-drop-for-midfoot' });
  }
  return points;
}

/** How well a shoe fits the answers: the sum of every criterion's points, and why. */
export function scoreShoe(answers: ShoeFinderAnswers, shoe: ShoeParameters): ShoeFit {
  const parts: Points[] = [
    supportPoints(answers, shoe),
    surfacePoints(answers, shoe),
    usePoints(answers, shoe),
    cushioningPoints(answers, shoe),
    ...dropPoints(answers, shoe),
  ];
  const reasons = parts
    .map((part, order) => ({ ...part, order }))
    .filter((part): part is Required<Points> & { order: number } => part.reason !== undefined && part.points > 0)
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .map((part) => part.reason);
  return { score: parts.reduce((sum, part) => sum + part.points, 0), reasons };
}

/**
 * The shoes ranked by fit, best first; equal scores keep the order given (the listing's
 * recommended order), so the ranking is stable and deterministic.
 */
export function rankShoes<T extends { parameters: ShoeParameters }>(
  answers: ShoeFinderAnswers,
  shoes: readonly T[],
): (T & ShoeFit)[] {
  return shoes
    .map((shoe, order) => ({ ...shoe, ...scoreShoe(answers, shoe.parameters), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _order, ...shoe }) => shoe as T & ShoeFit);
}
