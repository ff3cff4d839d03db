import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../dev-support/chromium';

/** Lighthouse drives Chromium itself, so it asks for the headless mode Playwright would add. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** Issue 9 §4: performance at least 97, every other category 100. */
const GOALS: Record<CategoryId, number> = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };

export type FailingAudit = {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue?: string;
  /** The first elements the audit blames (selector and snippet), so that a fix can start there. */
  elements?: string[];
};
export type LighthouseCategory = { score: number | null; goal: number; meetsGoal: boolean; failing: FailingAudit[] };
export type LighthousePage = {
  name: string;
  url: string;
  finalUrl: string;
  formFactor: string;
  categories: Record<CategoryId, LighthouseCategory>;
  /** What Lighthouse could not do (e.g. a page that did not load); empty on a clean run. */
  runWarnings: string[];
  /** Lighthouse's measure of this machine's CPU: a busy or slow machine lowers the performance score. */
  benchmarkIndex: number;
  /** The performance score of every run; the page's figures are those of the median run. */
  performanceRuns: (number | null)[];
};

const ELEMENTS_SHOWN = 5;

/** The elements of a failing audit's table (accessibility and the like name the offending nodes). */
function blamedElements(audit: Result['audits'][string]): string[] {
  const details = audit.details;
  if (!details || (details.type !== 'table' && details.type !== 'opportunity')) return [];
  const elements: string[] = [];
  for (const item of details.items) {
    const node = item.node;
    // Script audits (bootup-time, unused JavaScript) name a URL and what it cost, not an element.
    if (typeof item.url === 'string' && (typeof node !== 'object' || node === null)) {
      const cost = ['total', 'scripting', 'wastedBytes']
        .map((key) => (typeof item[key] === 'number' ? `${key} ${Math.round(item[key] as number)}` : ''))
        .filter(Boolean)
        .join(', ');
      elements.push(`${item.url}  ${cost}`);
      if (elements.length === ELEMENTS_SHOWN) break;
      continue;
    }
    if (typeof node !== 'object' || node === null || !('type' in node) || node.type !== 'node') continue;
    // The explanation says what is wrong with it (e.g. the contrast ratio and both colours).
    const why = node.explanation?.split('\n').slice(1).join(' ').trim();
    elements.push([node.selector, node.snippet, why].filter(Boolean).join('  '));
    if (elements.length === ELEMENTS_SHOWN) break;
  }
  return elements;
}

/** Audits that count towards a category and did not pass, the heaviest first. */
function failingAudits(lhr: Result, id: CategoryId): FailingAudit[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const failing: FailingAudit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    // Informative, manual and not-applicable audits carry no pass or fail.
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    if (audit.score === null || audit.score >= 1) continue;
    // Performance lists its metrics (weighted) and the insights that cost it (weight 0) alike.
    if (ref.weight === 0 && id !== 'performance') continue;
    const elements = blamedElements(audit);
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(elements.length > 0 ? { elements } : {}),
    });
  }
  return failing.sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

/**
 * A page kept out of the index on purpose (`noindex, follow`: two filters, search results; decision
 * 0024) fails Lighthouse's is-crawlable audit by design: its SEO goal is every other SEO audit.
 */
const NOINDEX_BY_DESIGN = 'is-crawlable';

function summarize(name: string, url: string, runs: readonly Result[], noindex: boolean): LighthousePage {
  const lhr = computeMedianRun([...runs]);
  const categories = {} as Record<CategoryId, LighthouseCategory>;
  for (const id of CATEGORIES) {
    const raw = lhr.categories[id]?.score;
    const score = raw === null || raw === undefined ? null : Math.round(raw * 100);
    const failing = score === 100 ? [] : failingAudits(lhr, id);
    const meetsGoal =
      score !== null &&
      (score >= GOALS[id] || (id === 'seo' && noindex && failing.every((audit) => audit.id === NOINDEX_BY_DESIGN)));
    categories[id] = { score, goal: GOALS[id], meetsGoal, failing };
  }
  return {
    name,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    formFactor: lhr.configSettings.formFactor,
    categories,
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performanceRuns: runs.map((run) => {
      const score = run.categories.performance?.score;
      return score === null || score === undefined ? null : Math.round(score * 100);
    }),
  };
}

/**
 * Lighthouse's default (mobile) run of each page in the machine's Chromium, one browser for all:
 * the four category scores and, for any below 100, the audits that pulled it down. The performance
 * score moves from run to run with the machine's load, so each page runs several times and the
 * median run (Lighthouse's own pick, by FCP and TTI) is reported.
 */
export async function runLighthouse(
  pages: readonly { name: string; url: string; noindex?: boolean }[],
  runsPerPage = 3,
): Promise<LighthousePage[]> {
  // Nothing may download a browser: without the machine's Chromium there is no Lighthouse run.
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH): Lighthouse cannot run`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const runs: Result[] = [];
      // A run whose trace Lighthouse could not record (NO_NAVSTART, seen here now and then over 45
      // runs) is tried again, a few times per page, instead of losing every other page's figures.
      let retriesLeft = 2;
      for (let run = 1; run <= runsPerPage; run++) {
        console.log(`lighthouse (mobile): ${page.name} ${page.url}, run ${run} of ${runsPerPage}`);
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${page.url}`);
        const error = result.lhr.runtimeError;
        if (error && error.code === 'NO_NAVSTART' && retriesLeft > 0) {
          retriesLeft -= 1;
          run -= 1;
          console.log(`lighthouse: no trace of ${page.url} (${error.code}); once more`);
          continue;
        }
        if (error) throw new Error(`lighthouse could not audit ${page.url}: ${error.message}`);
        runs.push(result.lhr);
      }
      results.push(summarize(page.name, page.url, runs, page.noindex === true));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function printLighthouse(results: readonly LighthousePage[]): void {
  console.log(
    `\nLighthouse (mobile)   goal: performance ≥ ${GOALS.performance}, accessibility, best-practices, SEO 100`,
  );
  console.log(`${'page'.padEnd(10)} ${CATEGORIES.map((id) => id.padEnd(15)).join('')}url`);
  for (const page of results) {
    const cells = CATEGORIES.map((id) => {
      const { score, meetsGoal } = page.categories[id];
      return `${score ?? '-'}${meetsGoal ? '' : ' ✗'}`.padEnd(15);
    });
    console.log(`${page.name.padEnd(10)} ${cells.join('')}${page.url}  (benchmarkIndex ${page.benchmarkIndex})`);
  }
  for (const page of results) {
    for (const id of CATEGORIES) {
      const { score, failing } = page.categories[id];
      if (score === 100 || failing.length === 0) continue;
      console.log(`\n${page.name}, ${id} ${score ?? '-'}: audits below full marks`);
      for (const audit of failing) {
        const score = audit.score === null ? '-' : Math.round(audit.score * 100);
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        console.log(
          `  ${audit.id.padEnd(34)} score ${String(score).padEnd(4)} weight ${audit.weight}  ${audit.title}${value}`,
        );
        for (const element of audit.elements ?? []) console.log(`      ${element}`);
      }
    }
    for (const warning of page.runWarnings) console.log(`  ${page.name}: warning: ${warning}`);
  }
}
