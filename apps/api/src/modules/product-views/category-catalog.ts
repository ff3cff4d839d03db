import type { Category, Locale, Photo } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { referenceDataCache } from '../../lib/ttl-cache';
import { type CategoryRow, loadCategoryRows } from './reference-queries';

export type CategoryRef = { id: number; name: string; urlName: string };

type CategoryNode = {
  id: number;
  parentId: number | null;
  visible: boolean;
  externalUrl: string | null;
  mainPhoto: Photo | null;
  /** Menu order among siblings and among a product's categories. */
  rank: number;
  names: Map<Locale, { name: string; urlName: string }>;
};

/**
 * The whole category tree in every locale, read in one query and indexed once: the menu tree, the
 * family (a category and everything below it) of a urlName, and the names of a product's
 * categories are lookups in memory instead of a query (and a walk of the tree) per request.
 */
export class CategoryCatalog {
  private readonly nodes: CategoryNode[];
  private readonly byId = new Map<number, CategoryNode>();
  private readonly childrenOf = new Map<number | null, CategoryNode[]>();
  private readonly trees = new Map<string, Category[]>();
  private readonly families = new Map<string, number[]>();

  constructor(rows: readonly CategoryRow[]) {
    // Rows come in menu order (position, id), one per category and locale.
    const nodes: CategoryNode[] = [];
    for (const row of rows) {
      let node = this.byId.get(row.id);
      if (!node) {
        node = { ...row, rank: nodes.length, names: new Map() };
        nodes.push(node);
        this.byId.set(row.id, node);
      }
      if (row.locale !== null && row.name !== null && row.urlName !== null) {
        node.names.set(row.locale, { name: row.name, urlName: row.urlName });
      }
    }
    this.nodes = nodes;
    // Only visible categories take part in the menu and in families; a hidden one hides its subtree.
    for (const node of nodes) {
      if (!node.visible) continue;
      const siblings = this.childrenOf.get(node.parentId);
      if (siblings) siblings.push(node);
      else this.childrenOf.set(node.parentId, [node]);
    }
  }

  /**
   * Top categories with `depth - 1` levels below, named in the locale (untranslated ones left out).
   * The answer is shared between requests: callers must not change it.
   */
  tree(locale: Locale, depth: number): Category[] {
    const key = `${locale}|${depth}`;
    let tree = this.trees.get(key);
    if (!tree) {
      const build = (parentId: number | null, level: number): Category[] =>
        (this.childrenOf.get(parentId) ?? []).flatMap((node) => {
          const names = node.names.get(locale);
          if (!names) return [];
          return [
            {
              id: node.id,
              name: names.name,
              urlName: names.urlName,
              externalUrl: node.externalUrl,
              mainPhoto: node.mainPhoto,
              children: level < depth ? build(node.id, level + 1) : [],
            },
          ];
        });
      tree = build(null, 1);
      this.trees.set(key, tree);
    }
    return tree;
  }

  /** Ids of the visible category with this urlName in the locale and of every visible one below it. */
  family(locale: Locale, urlName: string): number[] | undefined {
    const key = `${locale}|${urlName}`;
    const known = this.families.get(key);
    if (known) return known;
    const root = this.nodes.find((node) => node.visible && node.names.get(locale)?.urlName === urlName);
    if (!root) return undefined;
    const family = [root.id];
    const seen = new Set(family);
    for (let i = 0; i < family.length; i++) {
      for (const child of this.childrenOf.get(family[i] as number) ?? []) {
        if (!seen.has(child.id)) {
          seen.add(child.id);
          family.push(child.id);
        }
      }
    }
    // Bounded: only urlNames that exist get an entry.
    this.families.set(key, family);
    return family;
  }

  /**
   * The category and its ancestors named in the locale, top first; untranslated ones left out
   * (as the product detail's breadcrumbs read them in SQL), a loop in the tree ending the walk.
   */
  pathOf(locale: Locale, categoryId: number): CategoryRef[] {
    const path: CategoryRef[] = [];
    const seen = new Set<number>();
    for (let node = this.byId.get(categoryId); node && !seen.has(node.id); ) {
      seen.add(node.id);
      const names = node.names.get(locale);
      if (names) path.unshift({ id: node.id, name: names.name, urlName: names.urlName });
      node = node.parentId === null ? undefined : this.byId.get(node.parentId);
    }
    return path;
  }

  /**
   * A product's categories named in the locale, main category first, then in menu order. Hidden
   * categories count (a product keeps its breadcrumb); untranslated or unknown ones are left out.
   */
  refs(locale: Locale, memberships: readonly { id: number; isMain: boolean }[]): CategoryRef[] {
    return memberships
      .flatMap(({ id, isMain }) => {
        const node = this.byId.get(id);
        const names = node?.names.get(locale);
        return node && names ? [{ node, names, isMain }] : [];
      })
      .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.node.rank - b.node.rank)
      .map(({ node, names }) => ({ id: node.id, name: names.name, urlName: names.urlName }));
  }
}

const catalogs = referenceDataCache<'all', CategoryCatalog>();

/** The category catalog of this database, read again after a catalog change (REFERENCE_DATA_TTL_MS at most). */
export function categoryCatalog(database: DatabaseHandle): Promise<CategoryCatalog> {
  return catalogs(database).get('all', async () => new CategoryCatalog(await loadCategoryRows(database.db)));
}
