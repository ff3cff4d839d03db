// Installs the workspace's dependencies when they are missing or the lockfile changed since the
// last install. Dependency-free on purpose: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDependencies(root) {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.stride-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('› Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('✖ npm ci failed');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, hash);
}
