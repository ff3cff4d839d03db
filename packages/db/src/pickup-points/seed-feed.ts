import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The seed's pickup points: about 250 Packeta branches per country in the feed's own JSON format
 * (v4), made once by `seed/data/generate-packeta-branches.ts` and committed. The seed loads them
 * through `importPickupPoints`, as the import command loads the real feed.
 */
export const SEED_PACKETA_FEED_PATH = fileURLToPath(new URL('../seed/data/packeta-branches.json', import.meta.url));

let cached: unknown;

/** The seed feed, parsed once per process (read only when seeding, not when the api starts). */
export function readSeedPacketaFeed(): unknown {
  cached ??= JSON.parse(readFileSync(SEED_PACKETA_FEED_PATH, 'utf8'));
  return cached;
}
