import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The api's layering (decision 11), checked on the source: which module may import which, that no
 * two modules import each other in a circle, that shipped code imports no test code, and that only
 * queries files reach the database. A file that breaks a rule fails this test with its import named.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * The shared layers under the feature modules, lowest first: the rate limits counted in the database
 * and the arithmetic anti-bot question (both of the registration and the contact form), the visitor's session (who is asking,
 * on every personal route), the payment QR codes (the order's
 * e-mail and thank-you page draw them), the listing index with the filter definitions and name
 * matching, the product views (cards, prices, product shaping) built on it, the blog (articles with
 * the products they mention as cards; the search box suggests its articles), the stores, the
 * members' loyalty credits (their ledger and balance, which the cart, payments and orders move), the
 * gift vouchers bought (issued by a paid order, e-mailed by the outbox), the cart
 * (lines, prices, its lock), checkout on the cart (delivery, payment, contact), and card payments.
 * Orders stand on all of them.
 */
const SHARED_LAYERS = [
  'rate-limits',
  // The marketing events' queue and their forwarding to Ecomail (the newsletter and the events feed it).
  'marketing',
  'challenges',
  'sessions',
  'payment-qr',
  'listing',
  'product-views',
  'blog',
  'stores',
  'credits',
  'gift-vouchers',
  'cart',
  'checkout',
  'payments',
] as const;

type Place =
  | { kind: 'foundation' } // lib/, context, errors, messages, config, module-options: below every module
  | { kind: 'shared'; module: string; layer: number }
  | { kind: 'feature'; module: string }
  | { kind: 'top' } // app.ts, main.ts, index.ts, plugins/: put the modules together
  | { kind: 'test' }; // test files and test-support/

function placeOf(file: string): Place {
  const path = relative(SRC, file);
  if (path.endsWith('.test.ts') || path.startsWith('test-support/')) return { kind: 'test' };
  const [first, module] = path.split('/');
  if (first === 'modules' && module) {
    const layer = (SHARED_LAYERS as readonly string[]).indexOf(module);
    return layer >= 0 ? { kind: 'shared', module, layer } : { kind: 'feature', module };
  }
  if (['app.ts', 'main.ts', 'index.ts'].includes(path) || first === 'plugins') return { kind: 'top' };
  return { kind: 'foundation' };
}

/** How high a place stands: a file may import only what stands lower, or its own module. */
function heightOf(place: Place): number {
  switch (place.kind) {
    case 'foundation':
      return 0;
    case 'shared':
      return 1 + place.layer;
    case 'feature':
      return 1 + SHARED_LAYERS.length;
    case 'top':
      return 2 + SHARED_LAYERS.length;
    case 'test':
      return Number.POSITIVE_INFINITY;
  }
}

const moduleOf = (place: Place): string | null =>
  place.kind === 'shared' || place.kind === 'feature' ? place.module : null;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every import of a file (static, `import type`, re-exports and `import()`), relative ones resolved to a file. */
function importsOf(file: string): { specifier: string; target: string | null; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ specifier, typeOnly }) => {
    if (!specifier.startsWith('.')) return { specifier, target: null, typeOnly };
    const base = resolve(dirname(file), specifier);
    const target = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate)) ?? base;
    return { specifier, target, typeOnly };
  });
}

const files = sourceFiles(SRC);
const shipped = files.filter((file) => placeOf(file).kind !== 'test');
/** Each shipped file's imports, parsed once for all the rules below. */
const importsByFile = new Map(shipped.map((file) => [file, importsOf(file)]));
const importsOfShipped = (file: string) => importsByFile.get(file) ?? [];
const rel = (file: string) => relative(SRC, file);

describe('the api’s layering (decision 11)', () => {
  it('finds the modules it checks', () => {
    // Guards the check itself: a renamed folder must not leave it checking nothing.
    const modules = new Set(shipped.map((file) => moduleOf(placeOf(file))).filter(Boolean));
    expect([...modules]).toEqual(expect.arrayContaining(['listing', 'product-views', 'catalog', 'filters', 'search']));
  });

  it('imports only downwards: a feature module never imports another, a shared layer never one above it', () => {
    const broken: string[] = [];
    for (const file of shipped) {
      const from = placeOf(file);
      for (const { specifier, target } of importsOfShipped(file)) {
        if (!target) continue;
        const to = placeOf(target);
        const sameModule = moduleOf(from) !== null && moduleOf(from) === moduleOf(to);
        if (sameModule || (from.kind === to.kind && from.kind === 'foundation')) continue;
        if (from.kind === 'top' && to.kind !== 'test') continue;
        if (heightOf(to) >= heightOf(from)) broken.push(`${rel(file)} imports ${specifier}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no circle between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of shipped) {
      const from = moduleOf(placeOf(file));
      if (!from) continue;
      for (const { target } of importsOfShipped(file)) {
        const to = target && moduleOf(placeOf(target));
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const circles: string[] = [];
    const walk = (module: string, path: string[]): void => {
      for (const next of edges.get(module) ?? []) {
        if (path.includes(next)) circles.push([...path.slice(path.indexOf(next)), next].join(' → '));
        else walk(next, [...path, next]);
      }
    };
    for (const module of edges.keys()) walk(module, [module]);
    expect(circles).toEqual([]);
  });

  it('ships no test code: nothing outside tests imports a test file, test-support or a test package', () => {
    const broken: string[] = [];
    for (const file of shipped) {
      for (const { specifier, target } of importsOfShipped(file)) {
        const testTarget = target !== null && placeOf(target).kind === 'test';
        if (testTarget || /^(vitest|@playwright\/test|@stride\/[a-z-]+\/testing)$/.test(specifier)) {
          broken.push(`${rel(file)} imports ${specifier}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('reaches outside the api only through packages: no relative path out of src, not its own package', () => {
    // A relative path out of src (dev-support/, another workspace's sources) or `@stride/api` would
    // pass the rules above unseen: the first as if it were the foundation, the second as a package.
    const broken: string[] = [];
    for (const file of shipped) {
      for (const { specifier, target } of importsOfShipped(file)) {
        const outside = target !== null && !target.startsWith(SRC + sep);
        if (outside || specifier === '@stride/api' || specifier.startsWith('@stride/api/')) {
          broken.push(`${rel(file)} imports ${specifier}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('reaches the database only from queries files (main.ts opens it)', () => {
    const broken: string[] = [];
    for (const file of shipped) {
      if (/(^|[/-])queries\.ts$/.test(rel(file)) || rel(file) === 'main.ts') continue;
      for (const { specifier, typeOnly } of importsOfShipped(file)) {
        if (specifier === '@stride/db' && !typeOnly) broken.push(`${rel(file)} imports values from @stride/db`);
      }
    }
    expect(broken).toEqual([]);
  });
});
