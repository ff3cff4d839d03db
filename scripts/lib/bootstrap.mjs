// What every entry script does first: work from the repo root, read .env, install what is missing,
// and make sure Ctrl-C stops the processes it starts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { loadEnvFile } from './env-file.mjs';
import { stopChildrenOnSignals } from './processes.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `readEnvFile: false` for the tests, which must not pick up a developer's .env settings. */
export function bootstrap({ readEnvFile = true } = {}) {
  process.chdir(root);
  // Next.js would otherwise try to send telemetry to a host this network cannot reach.
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  if (readEnvFile) loadEnvFile(root);
  ensureDependencies(root);
  stopChildrenOnSignals();
  return root;
}
