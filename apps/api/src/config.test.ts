import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills the defaults: loopback :4000, embedded database under <repo>/data, local domains', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(resolve(findRepoRoot(), 'data'));
    expect(config.domains).toEqual({ sk: 'sk.localhost', cz: 'cz.localhost', hu: 'hu.localhost' });
    expect(config.nodeEnv).toBe('development');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toEqual([]);
    expect(config.timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
      checkEveryMs: 1_000,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/stride',
      DATA_DIR: '/tmp/stride-data',
      SK_DOMAIN: 'Shop.Example.SK',
      CZ_DOMAIN: 'shop.example.cz',
      HU_DOMAIN: 'shop.example.hu',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/stride',
      dataDir: '/tmp/stride-data',
      domains: { sk: 'shop.example.sk', cz: 'shop.example.cz', hu: 'shop.example.hu' },
      logLevel: 'warn',
      nodeEnv: 'production',
    });
  });

  it('reads the trusted proxies and the server timeouts', () => {
    const config = loadConfig({
      TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1, loopback ',
      API_HEADERS_TIMEOUT_MS: '200',
      API_REQUEST_TIMEOUT_MS: '500',
      API_IDLE_TIMEOUT_MS: '1000',
      API_KEEP_ALIVE_TIMEOUT_MS: '300',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback']);
    // Node looks for slow connections every quarter of the shorter limit, so none outlives it by more.
    expect(config.timeouts).toEqual({
      headersMs: 200,
      requestMs: 500,
      idleMs: 1000,
      keepAliveMs: 300,
      checkEveryMs: 50,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4000, databaseUrl: undefined });
  });

  it('runs one process on PGlite and one per core on PostgreSQL unless API_WORKERS says', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', API_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ API_WORKERS: '1' }).workers).toBe(1);
  });

  it('resolves the default data dir from the repo root wherever the process starts', () => {
    expect(findRepoRoot(resolve(findRepoRoot(), 'apps/api/src'))).toBe(findRepoRoot());
  });

  it.each([
    ['API_PORT', 'http'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/stride'],
    ['DATABASE_URL', 'not a url'],
    ['SK_DOMAIN', 'https://sk.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['API_WORKERS', '0'],
    ['API_WORKERS', 'many'],
    ['API_WORKERS', '2'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,true'],
    ['TRUST_PROXY', '300.1.1.1'],
    ['API_HEADERS_TIMEOUT_MS', '10s'],
    ['API_REQUEST_TIMEOUT_MS', '50'],
    ['API_IDLE_TIMEOUT_MS', '-1'],
    ['API_KEEP_ALIVE_TIMEOUT_MS', '1.5'],
    ['API_HEADERS_TIMEOUT_MS', '40000'],
    ['ISIC_API_URL', 'ftp://isic.example/'],
    // A URL without its credentials: the api could not sign in.
    ['ISIC_API_URL', 'https://isic.example/'],
  ])('stops on a wrong %s (%s) with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('verifies ISIC cards through the partner api only with its URL and credentials', () => {
    expect(loadConfig({}).isicApi).toBeUndefined();
    expect(
      loadConfig({ ISIC_API_URL: 'https://isic.example/dm/', ISIC_API_USER: 'shop', ISIC_API_PASSWORD: 'pw' }).isicApi,
    ).toEqual({ url: 'https://isic.example/dm/', user: 'shop', password: 'pw' });
  });
});
