// Builds the storefront when there is no build yet or a source it depends on is newer than it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runToEnd } from './processes.mjs';

const SOURCES = [
  'apps/storefront/src',
  'apps/storefront/next.config.ts',
  'packages/contract/src',
  'packages/i18n',
  'packages/rules/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export async function buildStorefrontIfStale(root, { force = false } = {}) {
  const buildId = join(root, 'apps/storefront/.next/BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((p) => newestMtime(join(root, p))));
  if (!force && builtAt > changedAt) return;
  console.log('› Building the storefront…');
  const code = await runToEnd('npm', ['run', 'build', '-w', '@stride/storefront'], { cwd: root });
  if (code !== 0) throw new Error('storefront build failed');
}
