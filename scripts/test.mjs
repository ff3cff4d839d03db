#!/usr/bin/env node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// `npm test`: every suite, in order — types, lint, unit + api integration on embedded PGlite, the
// same api/db suites on PostgreSQL when TEST_DATABASE_URL is set, then e2e in Chromium against the
// built system on a fresh database. Ends with one "N passed, N failed" line over all suites.
import { bootstrap } from './lib/bootstrap.mjs';
import { freshE2eDatabase } from './lib/e2e-database.mjs';
import { runToEnd, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { buildStorefrontIfStale } from './lib/storefront-build.mjs';

const root = bootstrap({ readEnvFile: false });

const only = process.argv[2]; // optional: types | lint | unit | pg | e2e
// After `e2e`, Playwright's own arguments (a spec file, --grep …) pick which journeys run.
const playwrightArgs = only === 'e2e' ? process.argv.slice(3) : [];
const resultsDir = join(root, 'data', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const TYPECHECKED = [
  'packages/contract',
  'packages/rules',
  'packages/i18n',
  'packages/db',
  'apps/api',
  'apps/storefront',
  // The cache handler is plain JavaScript (Next loads it uncompiled), checked through its JSDoc types.
  'apps/storefront/cache',
  'e2e',
  'bench',
];

async function step(name, run) {
  if (only && only !== name) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const ok = await run();
  // Each suite's time, so a run that nears CI's 30 minutes shows where they went.
  console.log(`━━ ${name}: ${ok ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (!ok) failures.push(name);
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return report.numTotalTests > 0;
}

async function vitest(label, args, env = {}) {
  const out = join(resultsDir, `vitest-${label}.json`);
  rmSync(out, { force: true });
  const code = await runToEnd(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...args],
    {
      env: { ...process.env, ...env },
    },
  );
  const ran = countVitest(out);
  return code === 0 && ran;
}

await step('types', async () => {
  for (const dir of TYPECHECKED) {
    if (!existsSync(join(root, dir, 'tsconfig.json'))) continue;
    const code = await runToEnd('npx', ['tsc', '-p', join(dir, 'tsconfig.json'), '--noEmit']);
    if (code !== 0) return false;
  }
  return true;
});

await step('lint', async () => (await runToEnd('npx', ['biome', 'check', '.'])) === 0);

await step('unit', () => vitest('pglite', [], { TEST_DATABASE_URL: '' }));

await step('pg', async () => {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is left to CI.');
    return true;
  }
  return vitest('postgres', ['apps/api', 'packages/db']);
});

await step('e2e', async () => {
  const apiPort = process.env.E2E_API_PORT ?? '4100';
  const webPort = process.env.E2E_WEB_PORT ?? '3100';
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-e2e-'));
  try {
    await buildStorefrontIfStale(root);
    const databaseUrl = await freshE2eDatabase(process.env.TEST_DATABASE_URL);
    console.log(databaseUrl ? 'e2e api on PostgreSQL (a fresh database)' : 'e2e api on embedded PGlite');
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      API_PORT: apiPort,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    };
    // Google's and Facebook's stand-ins (a real OpenID Connect server and Facebook's endpoints), so the
    // journeys log in through them; they write the api's settings for them to a file.
    const providersFile = join(dataDir, 'login-providers.json');
    const standIns = startProcess(
      'login providers',
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/test-support/provider-stand-ins-main.ts'],
      { env: { ...process.env, E2E_PROVIDERS_FILE: providersFile } },
    );
    const { control: providersControl, ...providerSettings } = await readWhenWritten(providersFile, standIns);
    // A real SMTP server the api sends every e-mail to (SMTP_URL), which keeps each message it receives
    // as `<time>-<label>.eml` in the mail folder the journeys read (e2e/support/mail.ts).
    const mailDir = join(dataDir, 'mail');
    const smtpFile = join(dataDir, 'smtp.json');
    const smtpServer = startProcess(
      'smtp server',
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/test-support/smtp-sink-main.ts'],
      { env: { ...process.env, E2E_MAIL_DIR: mailDir, E2E_SMTP_FILE: smtpFile } },
    );
    const { url: smtpUrl } = await readWhenWritten(smtpFile, smtpServer);
    const api = startProcess('api', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      // The storefront, on this machine, forwards each shopper's address (X-Forwarded-For) for rate limits.
      // PUBLIC_PORT: links back to the shop (the card gateway's return, e-mails) go to the storefront.
      // SIGNUPS_PER_ADDRESS_HOUR: every journey signs up from 127.0.0.1, more than a household's 10 an hour;
      // CONTACT_MESSAGES_PER_ADDRESS_HOUR: and sends its contact messages from there.
      env: {
        TRUST_PROXY: 'loopback',
        PUBLIC_PORT: webPort,
        SIGNUPS_PER_ADDRESS_HOUR: '500',
        CONTACT_MESSAGES_PER_ADDRESS_HOUR: '500',
        SMTP_URL: smtpUrl,
        ...providerSettings,
        ...env,
      },
    });
    await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, { child: api, timeoutMs: 600_000 });
    const web = startProcess('storefront', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // Next resolves next.config.ts's imports from the working directory.
      cwd: join(root, 'apps/storefront'),
      env: {
        ...env,
        API_URL: `http://127.0.0.1:${apiPort}`,
        STOREFRONT_PORT: webPort,
        PUBLIC_PORT: webPort,
        // Short, so the slow-client journey does not wait long for the cut.
        STOREFRONT_HEADERS_TIMEOUT_MS: '2000',
        // The consent journeys watch this id's script load only after analytics consent (a stand-in
        // answers it in the browser); every other journey has made its choice (necessary only).
        ANALYTICS_GA4_ID: 'G-E2ESTRIDE1',
        // With a Redis (CI), two storefront processes share one page cache there, so the journeys
        // (freshness among them) run against the multi-process setup; this run's keys apart.
        ...(process.env.TEST_REDIS_URL
          ? {
              STOREFRONT_WORKERS: '2',
              REDIS_URL: process.env.TEST_REDIS_URL,
              REDIS_KEY_PREFIX: `stride:e2e:${process.pid}-${Date.now()}:`,
            }
          : {}),
      },
    });
    await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
    const report = join(resultsDir, 'playwright.json');
    rmSync(report, { force: true });
    const code = await runToEnd('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      env: {
        ...process.env,
        E2E_WEB_PORT: webPort,
        E2E_DATABASE_URL: databaseUrl,
        // What the SMTP server received, one .eml file a message; journeys read their e-mails here.
        E2E_MAIL_DIR: mailDir,
        // Where a journey says who logs in next at Google's or Facebook's stand-in.
        E2E_PROVIDERS_CONTROL: providersControl,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    });
    if (!existsSync(report)) return false;
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    return code === 0 && stats.expected > 0;
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The JSON a child process writes to `file` once it is ready (fails if the child exits first). */
async function readWhenWritten(file, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.stride?.name ?? 'process'} exited before writing ${file}`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${file} was not written within ${timeoutMs / 1000} s`);
}

console.log(`\n${failures.length ? `✖ failed: ${failures.join(', ')}` : '✔ all suites passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
