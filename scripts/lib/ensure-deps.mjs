// Installs the workspace's dependencies when they are missing or the lockfile changed since the
// last install. Dependency-free on purpose: it runs before anything is installed.
// `npm install`, not `npm ci`: the registry mirror lacks some other platforms' optional packages
// (e.g. @biomejs/cli-android-arm64), so the lock cannot list them and `npm ci` refuses it as out of
// sync. `npm install` still installs exactly the locked versions.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDependencies(root) {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.stride-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('› Installing dependencies…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('✖ npm install failed');
    process.exit(result.status ?? 1);
  }
  // Hash again: the install may have normalized the lockfile.
  writeFileSync(stamp, createHash('sha256').update(readFileSync(lock)).digest('hex'));
}
