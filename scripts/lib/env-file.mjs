// Reads `.env` (KEY=VALUE lines) into process.env without overriding what the shell already set.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadEnvFile(root) {
  const file = join(root, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key, raw] = match;
    if (process.env[key] === undefined) process.env[key] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
}
