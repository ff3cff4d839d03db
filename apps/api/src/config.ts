import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type DomainMap, domainsFromEnv } from '@stride/i18n';
import { disabledFiltersFromEnv, type ReservedFilter } from '@stride/rules';
import { z } from 'zod';

const hostname = z
  .string()
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
    'must be a host name such as shop.example.sk',
  )
  .transform((value) => value.toLowerCase());

/** An empty variable counts as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const NODE_ENVS = ['development', 'production', 'test'] as const;

const portMessage = 'must be a port number from 1 to 65535';

const EnvSchema = z.object({
  API_PORT: optional(
    z.coerce
      .number({ error: portMessage })
      .int({ error: portMessage })
      .min(1, { error: portMessage })
      .max(65_535, { error: portMessage }),
  ).transform((v) => v ?? 4000),
  API_HOST: optional(z.string().min(1)).transform((v) => v ?? '127.0.0.1'),
  DATABASE_URL: optional(
    z
      .string()
      .url('must be a URL such as postgres://user@127.0.0.1:5432/stride')
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  DATA_DIR: optional(z.string().min(1)),
  API_WORKERS: optional(
    z.coerce
      .number({ error: 'must be a whole number of processes from 1 to 64' })
      .int({ error: 'must be a whole number of processes from 1 to 64' })
      .min(1, { error: 'must be a whole number of processes from 1 to 64' })
      .max(64, { error: 'must be a whole number of processes from 1 to 64' }),
  ),
  SK_DOMAIN: optional(hostname),
  CZ_DOMAIN: optional(hostname),
  HU_DOMAIN: optional(hostname),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  NODE_ENV: optional(z.enum(NODE_ENVS)).transform((v) => v ?? 'development'),
});

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL server; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /**
   * Api processes serving one port. PGlite is one process's database, so 1 without DATABASE_URL;
   * on PostgreSQL one per core by default: a request is mostly JavaScript (the listing index), and
   * one Node.js process runs on one core.
   */
  workers: number;
  /** Absolute path: the embedded database, photos and the image cache live here. */
  dataDir: string;
  domains: DomainMap;
  logLevel: LogLevel;
  nodeEnv: (typeof NODE_ENVS)[number];
  /** Reserved filters switched off by DISABLED_FILTERS (spec §2 "Filters"); their names are unknown (404). */
  disabledFilters: ReservedFilter[];
};

/** A setting that failed validation; main prints the message and stops. */
export class ConfigError extends Error {}

/**
 * The repository root: the nearest folder, from the process cwd upwards, whose package.json declares
 * workspaces. `npm run -w @stride/api` starts in apps/api, `npm start` in the root; both must find
 * the same ./data.
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ('workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid settings (see .env.example):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let disabledFilters: ReservedFilter[];
  try {
    disabledFilters = disabledFiltersFromEnv({ DISABLED_FILTERS: env.DISABLED_FILTERS });
  } catch (error) {
    const message = error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join('; ') : String(error);
    throw new ConfigError(`Invalid settings (see .env.example):\n  ${message}`);
  }
  const nodeEnv = e.NODE_ENV;
  if (e.API_WORKERS !== undefined && e.API_WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid settings (see .env.example):\n  API_WORKERS=${JSON.stringify(env.API_WORKERS)}: more than one process needs DATABASE_URL (the embedded PGlite database belongs to one process)`,
    );
  }
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    workers: e.API_WORKERS ?? (e.DATABASE_URL ? availableParallelism() : 1),
    dataDir: resolve(findRepoRoot(), e.DATA_DIR ?? 'data'),
    domains: domainsFromEnv({ SK_DOMAIN: e.SK_DOMAIN, CZ_DOMAIN: e.CZ_DOMAIN, HU_DOMAIN: e.HU_DOMAIN }),
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    nodeEnv,
    disabledFilters,
  };
}
