import type { MentionableProduct } from './build-products';
import type { ArticleDef } from './data/blog';
import type { Shape } from './draw';
import { Random } from './random';

/** The fewest and most products an article mentions. */
export const MENTIONS_MIN = 2;
export const MENTIONS_MAX = 4;

/**
 * Shapes that fit an article about a shape, nearest first: a racing-shoe article may name a road
 * shoe when the catalog has too few racing shoes, a gel article a bar or a drink.
 */
const NEIGHBOURS: Partial<Record<Shape, readonly Shape[]>> = {
  'shoe-road': ['shoe-racing', 'shoe-trail'],
  'shoe-racing': ['shoe-road'],
  'shoe-trail': ['shoe-road'],
  gel: ['bar', 'drink'],
  bar: ['gel', 'drink'],
  drink: ['gel', 'bar'],
  watch: ['hrm'],
  hrm: ['watch'],
};

/**
 * The products an article mentions, in the order it shows them: 2–4 (by the article's place) buyable
 * products of its topic's shape, one per model (colourways of one shoe are one mention), drawn with
 * the seed so every build picks the same. A small catalog short of the shape takes neighbouring
 * shapes, then any buyable product, so even a test catalog's articles mention products.
 */
export function mentionedProducts(
  article: ArticleDef,
  articleIndex: number,
  products: readonly MentionableProduct[],
  seed: number,
): number[] {
  const wanted = MENTIONS_MIN + (articleIndex % (MENTIONS_MAX - MENTIONS_MIN + 1));
  const random = new Random('blog-mentions', seed, articleIndex);
  const buyable = products.filter((product) => product.buyable);
  const shapes = [article.shape as Shape, ...(NEIGHBOURS[article.shape as Shape] ?? [])];
  const pools = [...shapes.map((shape) => buyable.filter((product) => product.shape === shape)), buyable];
  const picked: MentionableProduct[] = [];
  for (const pool of pools) {
    for (const product of random.shuffle(pool)) {
      if (picked.length === wanted) return picked.map((p) => p.id);
      if (picked.some((p) => p.id === product.id || p.modelCode === product.modelCode)) continue;
      picked.push(product);
    }
  }
  return picked.map((p) => p.id);
}
