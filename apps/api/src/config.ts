import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type DomainMap, domainsFromEnv, LOCALES, type Locale } from '@stride/i18n';
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

/** A whole number from `min` to `max`; every way to miss says the same `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Server timeouts in milliseconds: from 0.1 s (tests use short ones) to 10 minutes. */
const timeoutMs = (fallback: number) =>
  optional(wholeNumber(100, 600_000, 'must be a whole number of milliseconds from 100 to 600000')).transform(
    (v) => v ?? fallback,
  );

/** proxy-addr's names of address ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: comma-separated proxies whose X-Forwarded-* headers count; empty trusts none. */
const trustProxy = z
  .string()
  .optional()
  .transform((list, context) => {
    const entries = (list ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    for (const entry of entries) {
      if (!isProxyAddress(entry)) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is no IP address, CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`,
        });
      }
    }
    return entries;
  });

/** Google's OpenID Connect issuer: its discovery document says where to send the shopper and for the tokens. */
export const GOOGLE_DEFAULT_ISSUER = 'https://accounts.google.com';
/** Facebook's login dialog and Graph API, at the version the code was written against. */
export const FACEBOOK_DEFAULT_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
export const FACEBOOK_DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v19.0';

/** An https URL, or http on this machine only (a test's provider on 127.0.0.1): credentials and codes travel there. */
const providerUrl = (example: string) =>
  z
    .string()
    .url(`must be a URL such as ${example}`)
    .refine(
      (value) => {
        // Not a URL at all is url()'s to say; zod runs this check too.
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      },
      { message: 'must start with https:// (http:// only for 127.0.0.1 or localhost)' },
    );

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const EnvSchema = z.object({
  API_PORT: optional(wholeNumber(1, 65_535, 'must be a port number from 1 to 65535')).transform((v) => v ?? 4000),
  API_HOST: optional(z.string().min(1)).transform((v) => v ?? '127.0.0.1'),
  DATABASE_URL: optional(
    z
      .string()
      .url('must be a URL such as postgres://user@127.0.0.1:5432/stride')
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  DATA_DIR: optional(z.string().min(1)),
  API_WORKERS: optional(wholeNumber(1, 64, 'must be a whole number of processes from 1 to 64')),
  TRUST_PROXY: trustProxy,
  API_HEADERS_TIMEOUT_MS: timeoutMs(10_000),
  API_REQUEST_TIMEOUT_MS: timeoutMs(30_000),
  API_IDLE_TIMEOUT_MS: timeoutMs(60_000),
  API_KEEP_ALIVE_TIMEOUT_MS: timeoutMs(72_000),
  SK_DOMAIN: optional(hostname),
  CZ_DOMAIN: optional(hostname),
  HU_DOMAIN: optional(hostname),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  NODE_ENV: optional(z.enum(NODE_ENVS)).transform((v) => v ?? 'development'),
  ISIC_API_URL: optional(
    z
      .string()
      .url('must be a URL such as https://isic.example/')
      .regex(/^https?:\/\//, 'must start with http:// or https://'),
  ),
  ISIC_API_USER: optional(z.string().min(1)),
  ISIC_API_PASSWORD: optional(z.string().min(1)),
  SMTP_URL: optional(
    z
      .string()
      .url('must be a URL such as smtp://user:password@mail.example.com:587')
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  ),
  MAIL_FROM: optional(z.email('must be an e-mail address such as shop@example.com')),
  PUBLIC_SCHEME: optional(z.enum(['http', 'https'])),
  PUBLIC_PORT: optional(wholeNumber(1, 65_535, 'must be a port number from 1 to 65535')),
  COMGATE_MERCHANT: optional(z.string().trim().min(1).max(100)),
  COMGATE_SECRET: optional(z.string().min(1)),
  COMGATE_TEST: optional(
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1'),
  ),
  COMGATE_URL: optional(
    z
      .string()
      .url('must be a URL such as https://payments.comgate.cz')
      .regex(/^https?:\/\//, 'must start with http:// or https://'),
  ),
  /** Ecomail, the retention and e-mail tool (issue 16 §4): the api key and the contact list subscribers join. */
  ECOMAIL_API_KEY: optional(z.string().trim().min(1).max(200)),
  ECOMAIL_LIST_ID: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'must be the number of an Ecomail contact list'),
  ),
  ECOMAIL_API_URL: optional(providerUrl('https://api2.ecomailapp.cz')),
  GOOGLE_CLIENT_ID: optional(z.string().trim().min(1).max(500)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER: optional(providerUrl('https://accounts.google.com')),
  FACEBOOK_APP_ID: optional(z.string().trim().min(1).max(100)),
  FACEBOOK_APP_SECRET: optional(z.string().min(1)),
  FACEBOOK_DIALOG_URL: optional(providerUrl(FACEBOOK_DEFAULT_DIALOG_URL)),
  FACEBOOK_GRAPH_URL: optional(providerUrl(FACEBOOK_DEFAULT_GRAPH_URL)),
  SIGNUPS_PER_ADDRESS_HOUR: optional(
    wholeNumber(1, 100_000, 'must be a whole number of signups from 1 to 100000'),
  ).transform((v) => v ?? 10),
  CONTACT_MESSAGES_PER_ADDRESS_HOUR: optional(
    wholeNumber(1, 100_000, 'must be a whole number of messages from 1 to 100000'),
  ).transform((v) => v ?? 5),
  SITEMAP_URLS_PER_FILE: optional(
    wholeNumber(1, SITEMAP_MAX_URLS, `must be a whole number of URLs from 1 to ${SITEMAP_MAX_URLS}`),
  ).transform((v) => v ?? SITEMAP_MAX_URLS),
});

/** Settings whose value may carry a password: an error names them without it. */
function shownValue(name: string, value: string | undefined): string {
  if (name === 'SMTP_URL' && value) return value.replace(/\/\/[^@/]*@/, '//…@');
  if (/_(SECRET|PASSWORD)$/.test(name) && value) return '…';
  return value ?? '';
}

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
  /**
   * The proxies (addresses, CIDR ranges) whose X-Forwarded-Host and X-Forwarded-For count: the
   * forwarded host picks the web instance and the forwarded address is the client's for rate limits.
   * Empty: none, so a client cannot choose its shop by a header (the storefront sends the token).
   */
  trustProxy: string[];
  /**
   * Signups one address may make in an hour (SIGNUPS_PER_ADDRESS_HOUR, default 10, a household's
   * worth). A shop whose buyers share one address (a company's NAT) raises it, and so does the e2e
   * stack, whose journeys all sign up from 127.0.0.1.
   */
  signupsPerAddressPerHour: number;
  /**
   * Contact form messages one address may send in an hour (CONTACT_MESSAGES_PER_ADDRESS_HOUR,
   * default 5: a person's few questions, not a script's flood). The e2e stack raises it, as above.
   */
  contactMessagesPerAddressPerHour: number;
  /**
   * Product URLs in one sitemap file (SITEMAP_URLS_PER_FILE, default and at most the protocol's
   * 50,000); more products are split into numbered files. A test lowers it to see the split.
   */
  sitemapUrlsPerFile: number;
  timeouts: ServerTimeouts;
  /**
   * ISIC's partner api (Discount Manager) that verifies a student card, with its basic-auth
   * credentials; undefined: cards are checked against the seeded demo register.
   */
  isicApi: { url: string; user: string; password: string } | undefined;
  mail: MailSettings;
  /**
   * Where shoppers reach each web instance, for absolute links in e-mails (the withdrawal page): the
   * storefront's rule, `http` for local hosts (sk.localhost) else `https` unless PUBLIC_SCHEME says,
   * and PUBLIC_PORT when it is not the scheme's own.
   */
  publicOrigins: Record<Locale, string>;
  /**
   * Comgate, the card gateway (COMGATE_MERCHANT and COMGATE_SECRET from its client portal; `test`
   * creates test payments there). Undefined: the api serves its own local test gateway, which speaks
   * the same protocol under /api/test-gateway, as gateways' sandboxes do.
   */
  comgate: ComgateSettings | undefined;
  /**
   * Ecomail (ECOMAIL_API_KEY, ECOMAIL_LIST_ID): the marketing events and newsletter subscribers are
   * forwarded to its api. Undefined: they are kept in the database only (decision 27).
   */
  ecomail: EcomailSettings | undefined;
  /**
   * Social login (issue 13 §3): a provider without its credentials is not configured, and its button's
   * link is refused whatever the shop's settings say.
   */
  socialLogin: { google: GoogleLoginSettings | undefined; facebook: FacebookLoginSettings | undefined };
};

/** Google's OAuth client (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) and the issuer it is discovered from. */
export type GoogleLoginSettings = { clientId: string; clientSecret: string; issuer: string };

/** Facebook's app (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET), its login dialog and its Graph API, no trailing slash. */
export type FacebookLoginSettings = { appId: string; appSecret: string; dialogUrl: string; graphUrl: string };

/** Comgate's background protocol (`POST {url}/v1.0/create`, `/v1.0/status`) and the shop's credentials. */
export type ComgateSettings = { url: string; merchant: string; secret: string; test: boolean };

/** Ecomail's api (`key` header), and the contact list subscribers join; url without a trailing slash. */
export type EcomailSettings = { url: string; apiKey: string; listId: string };

export const ECOMAIL_DEFAULT_URL = 'https://api2.ecomailapp.cz';

/** Comgate's payment server: where `/v1.0/create` and `/v1.0/status` live. */
export const COMGATE_DEFAULT_URL = 'https://payments.comgate.cz';

/** How e-mails leave: an SMTP server, or `.eml` files in outboxDir when there is none. */
export type MailSettings = {
  /** smtp:// or smtps:// with its credentials; undefined: the messages are written to outboxDir. */
  smtpUrl: string | undefined;
  /** The sender's address; undefined: each web instance's admin e-mail. */
  from: string | undefined;
  /** Absolute path, `<dataDir>/outbox`: every message as an .eml file when there is no SMTP_URL. */
  outboxDir: string;
};

/** How long a connection may take, so a slow client cannot hold one for minutes. */
export type ServerTimeouts = {
  /** Until the request's headers are all in (Node's headersTimeout). */
  headersMs: number;
  /** Until the whole request, body included, is in (requestTimeout). */
  requestMs: number;
  /** Without a byte either way, also while a handler works: outlasts the slowest answer (connectionTimeout). */
  idleMs: number;
  /** An idle kept-alive connection waits this long for its next request (keepAliveTimeout). */
  keepAliveMs: number;
  /**
   * How often Node looks for connections over headersMs or requestMs (its default, 30 s, would let
   * a 10 s limit run to 40 s): a quarter of the shorter limit, at most a second.
   */
  checkEveryMs: number;
};

/** A setting that failed validation; main prints the message and stops. */
export class ConfigError extends Error {}

/** The settings' failures, one line each (`NAME="value": what is wrong`). */
function invalidSettings(lines: string[]): ConfigError {
  return new ConfigError(`Invalid settings (see .env.example):\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

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
    throw invalidSettings(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}=${JSON.stringify(shownValue(name, env[name]))}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  let disabledFilters: ReservedFilter[];
  try {
    disabledFilters = disabledFiltersFromEnv({ DISABLED_FILTERS: env.DISABLED_FILTERS });
  } catch (error) {
    const message = error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join('; ') : String(error);
    throw invalidSettings([message]);
  }
  const nodeEnv = e.NODE_ENV;
  const problems: string[] = [];
  // Node refuses a headers timeout longer than the request timeout, which covers the headers too.
  if (e.API_HEADERS_TIMEOUT_MS > e.API_REQUEST_TIMEOUT_MS) {
    throw invalidSettings([
      `API_HEADERS_TIMEOUT_MS=${JSON.stringify(env.API_HEADERS_TIMEOUT_MS ?? '')}: must not be longer than API_REQUEST_TIMEOUT_MS (${e.API_REQUEST_TIMEOUT_MS})`,
    ]);
  }
  if (e.ISIC_API_URL && (!e.ISIC_API_USER || !e.ISIC_API_PASSWORD)) {
    throw invalidSettings([
      `ISIC_API_URL=${JSON.stringify(env.ISIC_API_URL)}: needs ISIC_API_USER and ISIC_API_PASSWORD, the api's basic-auth credentials`,
    ]);
  }
  // Comgate's settings go together: half of them would send the shop to a gateway it cannot log in to,
  // or quietly to the test gateway when the other half was meant.
  if ((e.COMGATE_MERCHANT === undefined) !== (e.COMGATE_SECRET === undefined)) {
    const [given, missing] =
      e.COMGATE_MERCHANT === undefined
        ? ['COMGATE_SECRET', 'COMGATE_MERCHANT']
        : ['COMGATE_MERCHANT', 'COMGATE_SECRET'];
    throw invalidSettings([
      `${given} is set: needs ${missing} too (both from Comgate's client portal), or neither for the local test gateway`,
    ]);
  }
  if (e.COMGATE_MERCHANT === undefined) {
    const stray = (['COMGATE_TEST', 'COMGATE_URL'] as const).filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      throw invalidSettings(
        stray.map(
          (name) =>
            `${name}=${JSON.stringify(env[name])}: needs COMGATE_MERCHANT and COMGATE_SECRET; without them the local test gateway is used`,
        ),
      );
    }
  }
  problems.push(
    ...pairedSettings(
      e,
      env,
      ['ECOMAIL_API_KEY', 'ECOMAIL_LIST_ID'],
      ['ECOMAIL_API_URL'],
      "from Ecomail's integration settings",
      'to keep the marketing events in the database only',
    ),
    ...pairedSettings(e, env, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], ['GOOGLE_ISSUER'], 'from Google Cloud'),
    ...pairedSettings(
      e,
      env,
      ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
      ['FACEBOOK_DIALOG_URL', 'FACEBOOK_GRAPH_URL'],
      'from Meta for Developers',
    ),
  );
  if (problems.length > 0) throw invalidSettings(problems);
  if (e.API_WORKERS !== undefined && e.API_WORKERS > 1 && !e.DATABASE_URL) {
    throw invalidSettings([
      `API_WORKERS=${JSON.stringify(env.API_WORKERS)}: more than one process needs DATABASE_URL (the embedded PGlite database belongs to one process)`,
    ]);
  }
  const dataDir = resolve(findRepoRoot(), e.DATA_DIR ?? 'data');
  const domains = domainsFromEnv({ SK_DOMAIN: e.SK_DOMAIN, CZ_DOMAIN: e.CZ_DOMAIN, HU_DOMAIN: e.HU_DOMAIN });
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    workers: e.API_WORKERS ?? (e.DATABASE_URL ? availableParallelism() : 1),
    dataDir,
    domains,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    nodeEnv,
    disabledFilters,
    trustProxy: e.TRUST_PROXY,
    signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_HOUR,
    contactMessagesPerAddressPerHour: e.CONTACT_MESSAGES_PER_ADDRESS_HOUR,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    timeouts: {
      headersMs: e.API_HEADERS_TIMEOUT_MS,
      requestMs: e.API_REQUEST_TIMEOUT_MS,
      idleMs: e.API_IDLE_TIMEOUT_MS,
      keepAliveMs: e.API_KEEP_ALIVE_TIMEOUT_MS,
      checkEveryMs: Math.min(1_000, Math.ceil(e.API_HEADERS_TIMEOUT_MS / 4)),
    },
    isicApi:
      e.ISIC_API_URL && e.ISIC_API_USER && e.ISIC_API_PASSWORD
        ? { url: e.ISIC_API_URL, user: e.ISIC_API_USER, password: e.ISIC_API_PASSWORD }
        : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    publicOrigins: publicOriginsOf(domains, e.PUBLIC_SCHEME, e.PUBLIC_PORT),
    comgate:
      e.COMGATE_MERCHANT !== undefined && e.COMGATE_SECRET !== undefined
        ? {
            url: (e.COMGATE_URL ?? COMGATE_DEFAULT_URL).replace(/\/+$/, ''),
            merchant: e.COMGATE_MERCHANT,
            secret: e.COMGATE_SECRET,
            test: e.COMGATE_TEST ?? false,
          }
        : undefined,
    ecomail:
      e.ECOMAIL_API_KEY !== undefined && e.ECOMAIL_LIST_ID !== undefined
        ? {
            url: (e.ECOMAIL_API_URL ?? ECOMAIL_DEFAULT_URL).replace(/\/+$/, ''),
            apiKey: e.ECOMAIL_API_KEY,
            listId: e.ECOMAIL_LIST_ID,
          }
        : undefined,
    socialLogin: {
      google:
        e.GOOGLE_CLIENT_ID !== undefined && e.GOOGLE_CLIENT_SECRET !== undefined
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              // As given: the issuer must equal, character for character, the one its discovery document names.
              issuer: e.GOOGLE_ISSUER ?? GOOGLE_DEFAULT_ISSUER,
            }
          : undefined,
      facebook:
        e.FACEBOOK_APP_ID !== undefined && e.FACEBOOK_APP_SECRET !== undefined
          ? {
              appId: e.FACEBOOK_APP_ID,
              appSecret: e.FACEBOOK_APP_SECRET,
              dialogUrl: (e.FACEBOOK_DIALOG_URL ?? FACEBOOK_DEFAULT_DIALOG_URL).replace(/\/+$/, ''),
              graphUrl: (e.FACEBOOK_GRAPH_URL ?? FACEBOOK_DEFAULT_GRAPH_URL).replace(/\/+$/, ''),
            }
          : undefined,
    },
  };
}

/**
 * A provider's credentials go together, and its addresses only with them: half of them would leave a
 * login button that cannot work, or a changed address that is silently unused. Each line names what
 * is missing, never a secret's value.
 */
function pairedSettings(
  e: z.output<typeof EnvSchema>,
  env: Record<string, string | undefined>,
  [idName, secretName]: readonly [keyof z.output<typeof EnvSchema>, keyof z.output<typeof EnvSchema>],
  addressNames: readonly (keyof z.output<typeof EnvSchema>)[],
  source: string,
  offMeans = 'to leave this login off',
): string[] {
  const hasId = e[idName] !== undefined;
  const hasSecret = e[secretName] !== undefined;
  if (hasId !== hasSecret) {
    const [given, missing] = hasId ? [idName, secretName] : [secretName, idName];
    return [`${given} is set: needs ${missing} too (both ${source}), or neither ${offMeans}`];
  }
  if (hasId) return [];
  return addressNames
    .filter((name) => e[name] !== undefined)
    .map((name) => `${name}=${JSON.stringify(env[name])}: needs ${idName} and ${secretName}`);
}

/** The storefront's own rule (apps/storefront/src/i18n/host-locale.ts `publicOrigin`), for every web instance. */
function publicOriginsOf(
  domains: DomainMap,
  scheme: 'http' | 'https' | undefined,
  port: number | undefined,
): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const host = domains[locale];
      const chosen = scheme ?? (/(^|\.)localhost$/.test(host) ? 'http' : 'https');
      const shownPort = port && port !== (chosen === 'https' ? 443 : 80) ? `:${port}` : '';
      return [locale, `${chosen}://${host}${shownPort}`];
    }),
  ) as Record<Locale, string>;
}
