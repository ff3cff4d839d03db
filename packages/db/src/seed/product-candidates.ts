import type { ProductKind } from '../schema';
import { APPAREL_MODELS, type ApparelModel, type Gender } from './data/apparel-models';
import type { CategoryCode } from './data/categories';
import {
  ELECTRONICS_MODELS,
  type ElectronicsModel,
  type FlavorCode,
  NUTRITION_PRODUCTS,
  type NutritionProduct,
} from './data/nutrition-electronics';
import { PALETTES, type Palette } from './data/palettes';
import { SHOE_MODELS, type ShoeModel } from './data/shoe-models';
import type { Random } from './random';

/** One sellable combination before it becomes a product row. */
export type Candidate =
  | { kind: 'shoes'; model: ShoeModel; gender: 'men' | 'women'; palette: Palette; leaf: CategoryCode }
  | { kind: 'apparel'; model: ApparelModel; gender: Gender; palette: Palette; leaf: CategoryCode }
  | { kind: 'nutrition'; model: NutritionProduct; flavor: FlavorCode; leaf: CategoryCode }
  | { kind: 'electronics'; model: ElectronicsModel; palette: Palette; leaf: CategoryCode };

/** Share of each kind in a catalog of any size. */
const KIND_SHARES: readonly [ProductKind, number][] = [
  ['shoes', 0.55],
  ['apparel', 0.25],
  ['nutrition', 0.12],
  ['electronics', 0.08],
];

/**
 * Round-robin over groups: the first products of a small catalog cover every leaf category and
 * many different models before any model gets a second colourway.
 */
function interleave<T>(groups: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const group of groups) {
      const item = group[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

function paletteOrder(random: Random): Palette[] {
  return random.shuffle(PALETTES);
}

function shoeCandidates(random: Random): Candidate[] {
  const groups: Candidate[][] = [];
  for (const type of ['road', 'trail', 'racing'] as const) {
    for (const gender of ['men', 'women'] as const) {
      const models = random.shuffle(SHOE_MODELS.filter((m) => m.type === type));
      const palettes = new Map(models.map((m) => [m, paletteOrder(random)]));
      const group: Candidate[] = [];
      for (let rank = 0; rank < PALETTES.length; rank++) {
        for (const model of models) {
          const palette = palettes.get(model)?.[rank];
          if (palette) group.push({ kind: 'shoes', model, gender, palette, leaf: type });
        }
      }
      groups.push(group);
    }
  }
  return interleave(groups);
}

const APPAREL_LEAF: Record<ApparelModel['type'], Partial<Record<Gender, CategoryCode>>> = {
  tee: { men: 'men-tops', women: 'women-tops' },
  shorts: { men: 'men-bottoms', women: 'women-bottoms' },
  tights: { men: 'men-bottoms', women: 'women-bottoms' },
  jacket: { men: 'men-jackets', women: 'women-jackets' },
  midlayer: { men: 'men-jackets', women: 'women-jackets' },
  bra: { women: 'women-bras' },
  socks: { unisex: 'socks' },
  headwear: { unisex: 'headwear' },
  gloves: { unisex: 'gloves' },
  vest: { unisex: 'vests' },
};

function apparelCandidates(random: Random): Candidate[] {
  const byLeaf = new Map<CategoryCode, { model: ApparelModel; gender: Gender }[]>();
  for (const model of APPAREL_MODELS) {
    for (const gender of model.genders) {
      const leaf = APPAREL_LEAF[model.type][gender];
      if (!leaf) continue;
      byLeaf.set(leaf, [...(byLeaf.get(leaf) ?? []), { model, gender }]);
    }
  }
  const groups: Candidate[][] = [];
  for (const [leaf, entries] of byLeaf) {
    const shuffled = random.shuffle(entries);
    const palettes = new Map(shuffled.map((e) => [e, paletteOrder(random)]));
    const group: Candidate[] = [];
    for (let rank = 0; rank < PALETTES.length; rank++) {
      for (const entry of shuffled) {
        const palette = palettes.get(entry)?.[rank];
        if (palette) group.push({ kind: 'apparel', model: entry.model, gender: entry.gender, palette, leaf });
      }
    }
    groups.push(group);
  }
  return interleave(groups);
}

const NUTRITION_LEAF: Record<NutritionProduct['type'], CategoryCode> = { gel: 'gels', bar: 'bars', drink: 'drinks' };

function nutritionCandidates(random: Random): Candidate[] {
  const groups = (['gel', 'bar', 'drink'] as const).map((type) =>
    random.shuffle(
      NUTRITION_PRODUCTS.filter((p) => p.type === type).flatMap((model) =>
        model.flavors.map((flavor): Candidate => ({ kind: 'nutrition', model, flavor, leaf: NUTRITION_LEAF[type] })),
      ),
    ),
  );
  return interleave(groups);
}

function electronicsCandidates(random: Random): Candidate[] {
  const groups = (['watch', 'hrm'] as const).map((type) => {
    const models = random.shuffle(ELECTRONICS_MODELS.filter((m) => m.type === type));
    const colours = type === 'watch' ? PALETTES.slice(0, 5) : PALETTES.slice(0, 2);
    const group: Candidate[] = [];
    for (const palette of colours) {
      for (const model of models)
        group.push({ kind: 'electronics', model, palette, leaf: type === 'watch' ? 'watches' : 'hrm' });
    }
    return group;
  });
  return interleave(groups);
}

export interface PlannedProduct {
  candidate: Candidate;
  /** How many times this combination came before (large catalogs repeat combinations). */
  repetition: number;
}

/** The products of a catalog of `count`, in id order, kinds mixed. */
export function planProducts(count: number, random: Random): PlannedProduct[] {
  const lists: Record<ProductKind, Candidate[]> = {
    shoes: shoeCandidates(random),
    apparel: apparelCandidates(random),
    nutrition: nutritionCandidates(random),
    electronics: electronicsCandidates(random),
  };
  const perKind = KIND_SHARES.map(([kind, share]) => [kind, Math.round(count * share)] as const);
  const assigned = perKind.reduce((sum, [, n]) => sum + n, 0);
  const plannedByKind = perKind.map(([kind, n], index) => {
    const total = index === 0 ? n + (count - assigned) : n;
    const list = lists[kind];
    return Array.from(
      { length: total },
      (_, i): PlannedProduct => ({
        candidate: list[i % list.length] as Candidate,
        repetition: Math.floor(i / list.length),
      }),
    );
  });
  // Mix the kinds proportionally so that ids do not cluster by kind.
  const out: PlannedProduct[] = [];
  const cursors = plannedByKind.map(() => 0);
  for (let i = 0; i < count; i++) {
    let best = 0;
    let bestLag = Number.NEGATIVE_INFINITY;
    plannedByKind.forEach((list, k) => {
      const lag = ((i + 1) * list.length) / count - (cursors[k] ?? 0);
      if ((cursors[k] ?? 0) < list.length && lag > bestLag) {
        bestLag = lag;
        best = k;
      }
    });
    const list = plannedByKind[best] as PlannedProduct[];
    out.push(list[cursors[best] as number] as PlannedProduct);
    cursors[best] = (cursors[best] ?? 0) + 1;
  }
  return out;
}
