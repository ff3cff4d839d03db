import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../dev-support/chromium';

/**
 * What a page's scripts cost the browser's main thread while it loads: the self-time of every
 * function, summed by script file, from Chromium's own CPU profile of the load with the CPU slowed
 * 4× (Lighthouse's mobile setting). Lighthouse's performance score on this shared 2-core machine
 * moves by 10–20 points from run to run with the machine's load (its total blocking time most of
 * all); the least of several runs of this sum moves far less, so it shows what a change to a page's
 * scripts did, beside the same shop's home page from the same run.
 */

const CPU_SLOWDOWN = 4;
/** How long after the `load` event the profile goes on: the chunks load after the first paint (decision 12), then hydrate. */
const AFTER_LOAD_MS = 3000;
/** The profiler's sampling interval in microseconds. */
const SAMPLING_US = 100;
const TOP_SCRIPTS = 5;

export type ScriptTimePage = {
  name: string;
  url: string;
  /** Script self-time of each run, ms. */
  runsMs: number[];
  /** The least of the runs: the page's figure. */
  ms: number;
  /** The page's figure over its shop's home page's (same run). */
  ratioToHome: number | null;
  /** In the least run: the scripts that cost most, by file name. */
  topScripts: { script: string; ms: number }[];
};

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples?: number[];
  timeDeltas?: number[];
};

/** Self-time per script file of one profile; the engine's own buckets (idle, program, GC) are left out. */
function selfTimeByScript(profile: Profile): Map<string, number> {
  const selfMs = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the delta to the next sample.
  (profile.samples ?? []).forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  const byScript = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName.startsWith('(')) continue;
    const script = node.callFrame.url.split('/').pop() || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  return byScript;
}

async function profileLoad(browser: Browser, url: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    // The consent banner's choice made, as a returning visitor's (the first visit draws the banner).
    await context.addCookies([{ name: 'stride_consent', value: 'v1.necessary', url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const { profile } = await cdp.send('Profiler.stop');
    return selfTimeByScript(profile);
  } finally {
    await context.close();
  }
}

const sum = (byScript: Map<string, number>) => [...byScript.values()].reduce((total, ms) => total + ms, 0);

export async function measureScriptTime(
  pages: readonly { name: string; url: string }[],
  runsPerPage = 5,
): Promise<ScriptTimePage[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: ScriptTimePage[] = [];
  try {
    for (const page of pages) {
      console.log(`script time (CPU ×${CPU_SLOWDOWN}): ${page.name} ${page.url}, ${runsPerPage} runs`);
      // One unmeasured load first: the storefront renders and caches the page, the api warms up.
      await profileLoad(browser, page.url);
      const runs: Map<string, number>[] = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await profileLoad(browser, page.url));
      const least = runs.reduce((best, run) => (sum(run) < sum(best) ? run : best));
      results.push({
        name: page.name,
        url: page.url,
        runsMs: runs.map((run) => Math.round(sum(run))),
        ms: Math.round(sum(least)),
        ratioToHome: null,
        topScripts: [...least]
          .sort((a, b) => b[1] - a[1])
          .slice(0, TOP_SCRIPTS)
          .map(([script, ms]) => ({ script, ms: Math.round(ms) })),
      });
    }
  } finally {
    await browser.close();
  }
  // Each page beside its shop's home page, whose scripts are the layout's alone.
  for (const result of results) {
    const home = results.find((other) => other.name === `${result.name.split(' ')[0]} home`);
    result.ratioToHome = home ? Math.round((result.ms / home.ms) * 100) / 100 : null;
  }
  return results;
}

export function printScriptTime(results: readonly ScriptTimePage[]): void {
  console.log(
    `\nScript self-time while loading (CPU ×${CPU_SLOWDOWN}, least of the runs; ratio to the shop's home page)`,
  );
  for (const page of results) {
    const ratio = page.ratioToHome === null ? '' : `×${page.ratioToHome.toFixed(2)}`;
    console.log(
      `${page.name.padEnd(28)} ${String(page.ms).padStart(6)} ms ${ratio.padEnd(7)} runs ${page.runsMs.join(', ')}`,
    );
    console.log(`${''.padEnd(28)} ${page.topScripts.map(({ script, ms }) => `${script} ${ms}`).join(', ')}`);
  }
}
