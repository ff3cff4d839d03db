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
    expect(config.signupsPerAddressPerHour).toBe(10);
    expect(config.timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
      checkEveryMs: 1_000,
    });
  });

  it('takes the signups an address may make in an hour', () => {
    expect(loadConfig({ SIGNUPS_PER_ADDRESS_HOUR: '200' }).signupsPerAddressPerHour).toBe(200);
  });

  it('takes the contact messages an address may send in an hour, 5 unless told', () => {
    expect(loadConfig({}).contactMessagesPerAddressPerHour).toBe(5);
    expect(loadConfig({ CONTACT_MESSAGES_PER_ADDRESS_HOUR: '300' }).contactMessagesPerAddressPerHour).toBe(300);
  });

  it('puts the protocol’s 50,000 product URLs in a sitemap file unless told fewer', () => {
    expect(loadConfig({}).sitemapUrlsPerFile).toBe(50_000);
    expect(loadConfig({ SITEMAP_URLS_PER_FILE: '1000' }).sitemapUrlsPerFile).toBe(1000);
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
    ['SIGNUPS_PER_ADDRESS_HOUR', '0'],
    ['SIGNUPS_PER_ADDRESS_HOUR', '2.5'],
    ['CONTACT_MESSAGES_PER_ADDRESS_HOUR', '0'],
    // Above the sitemap protocol's 50,000 URLs a file.
    ['SITEMAP_URLS_PER_FILE', '50001'],
    ['SITEMAP_URLS_PER_FILE', '0'],
    ['API_HEADERS_TIMEOUT_MS', '10s'],
    ['API_REQUEST_TIMEOUT_MS', '50'],
    ['API_IDLE_TIMEOUT_MS', '-1'],
    ['API_KEEP_ALIVE_TIMEOUT_MS', '1.5'],
    ['API_HEADERS_TIMEOUT_MS', '40000'],
    ['ISIC_API_URL', 'ftp://isic.example/'],
    // A URL without its credentials: the api could not sign in.
    ['ISIC_API_URL', 'https://isic.example/'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['MAIL_FROM', 'Stride <shop@example.com>'],
    ['PUBLIC_SCHEME', 'ftp'],
    ['PUBLIC_PORT', '0'],
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

  it('writes e-mails as .eml files under <data dir>/outbox unless SMTP_URL names a server', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      outboxDir: resolve(findRepoRoot(), 'data', 'outbox'),
    });
    expect(loadConfig({ DATA_DIR: '/tmp/stride-data' }).mail.outboxDir).toBe('/tmp/stride-data/outbox');
    expect(
      loadConfig({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465', MAIL_FROM: 'orders@stride.sk' }).mail,
    ).toMatchObject({ smtpUrl: 'smtps://shop:secret@mail.example.com:465', from: 'orders@stride.sk' });
  });

  it('does not print the SMTP password when SMTP_URL is wrong', () => {
    expect(() => loadConfig({ SMTP_URL: 'imap://shop:secret@mail.example.com' })).toThrow(
      'SMTP_URL="imap://…@mail.example.com": must start with smtp:// or smtps://',
    );
  });

  it('links to the storefront as shoppers reach it: http on local hosts, https elsewhere, a port only when set', () => {
    expect(loadConfig({}).publicOrigins).toEqual({
      sk: 'http://sk.localhost',
      cz: 'http://cz.localhost',
      hu: 'http://hu.localhost',
    });
    expect(loadConfig({ SK_DOMAIN: 'stride.sk', PUBLIC_PORT: '3000' }).publicOrigins).toMatchObject({
      sk: 'https://stride.sk:3000',
      cz: 'http://cz.localhost:3000',
    });
    expect(
      loadConfig({ SK_DOMAIN: 'stride.sk', PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' }).publicOrigins,
    ).toMatchObject({ sk: 'https://stride.sk', hu: 'https://hu.localhost' });
  });
});

describe('loadConfig: the card gateway', () => {
  it('uses the local test gateway without COMGATE_* settings', () => {
    expect(loadConfig({}).comgate).toBeUndefined();
    expect(loadConfig({ COMGATE_MERCHANT: '', COMGATE_SECRET: '' }).comgate).toBeUndefined();
  });

  it('reads Comgate’s settings: live payments at payments.comgate.cz unless said otherwise', () => {
    expect(
      loadConfig({ COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y' }).comgate,
    ).toEqual({
      url: 'https://payments.comgate.cz',
      merchant: '123456',
      secret: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y',
      test: false,
    });
    expect(
      loadConfig({
        COMGATE_MERCHANT: ' 123456 ',
        COMGATE_SECRET: 's3cret',
        COMGATE_TEST: 'true',
        COMGATE_URL: 'http://127.0.0.1:9000/comgate/',
      }).comgate,
    ).toEqual({ url: 'http://127.0.0.1:9000/comgate', merchant: '123456', secret: 's3cret', test: true });
    expect(loadConfig({ COMGATE_MERCHANT: '1', COMGATE_SECRET: 's', COMGATE_TEST: '0' }).comgate?.test).toBe(false);
    expect(loadConfig({ COMGATE_MERCHANT: '1', COMGATE_SECRET: 's', COMGATE_TEST: '1' }).comgate?.test).toBe(true);
  });

  it('takes merchant and secret together or neither, naming what is missing and never the secret', () => {
    expect(() => loadConfig({ COMGATE_MERCHANT: '123456' })).toThrow(
      'COMGATE_MERCHANT is set: needs COMGATE_SECRET too',
    );
    const error = (() => {
      try {
        loadConfig({ COMGATE_SECRET: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y' });
      } catch (thrown) {
        return thrown as Error;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toContain('COMGATE_SECRET is set: needs COMGATE_MERCHANT too');
    expect(error?.message).not.toContain('gx4q8OV3');
  });

  it('refuses COMGATE_TEST or COMGATE_URL without the credentials, and values that are no boolean or URL', () => {
    expect(() => loadConfig({ COMGATE_TEST: 'true' })).toThrow(
      'COMGATE_TEST="true": needs COMGATE_MERCHANT and COMGATE_SECRET',
    );
    expect(() => loadConfig({ COMGATE_URL: 'https://payments.comgate.cz' })).toThrow(ConfigError);
    const credentials = { COMGATE_MERCHANT: '1', COMGATE_SECRET: 's' };
    expect(() => loadConfig({ ...credentials, COMGATE_TEST: 'yes' })).toThrow(
      'COMGATE_TEST="yes": must be true or false',
    );
    expect(() => loadConfig({ ...credentials, COMGATE_URL: 'ftp://payments.comgate.cz' })).toThrow(
      'COMGATE_URL="ftp://payments.comgate.cz": must start with http:// or https://',
    );
  });
});

describe('loadConfig: social login', () => {
  it('leaves Google and Facebook off without their settings', () => {
    expect(loadConfig({}).socialLogin).toEqual({ google: undefined, facebook: undefined });
    expect(loadConfig({ GOOGLE_CLIENT_ID: '', FACEBOOK_APP_SECRET: '' }).socialLogin.google).toBeUndefined();
  });

  it('reads the credentials, with Google’s issuer and Facebook’s v19.0 addresses unless said otherwise', () => {
    const { google, facebook } = loadConfig({
      GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'f-secret',
    }).socialLogin;
    expect(google).toEqual({
      clientId: '123.apps.googleusercontent.com',
      clientSecret: 'g-secret',
      issuer: 'https://accounts.google.com',
    });
    expect(facebook).toEqual({
      appId: '1234567890',
      appSecret: 'f-secret',
      dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      graphUrl: 'https://graph.facebook.com/v19.0',
    });
    const local = loadConfig({
      GOOGLE_CLIENT_ID: 'c',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:9400',
      FACEBOOK_APP_ID: '1',
      FACEBOOK_APP_SECRET: 's',
      FACEBOOK_DIALOG_URL: 'http://localhost:9401/dialog/oauth/',
      FACEBOOK_GRAPH_URL: 'https://graph.example/v20.0/',
    }).socialLogin;
    expect(local.google?.issuer).toBe('http://127.0.0.1:9400');
    expect(local.facebook).toMatchObject({
      dialogUrl: 'http://localhost:9401/dialog/oauth',
      graphUrl: 'https://graph.example/v20.0',
    });
  });

  it('takes each provider’s id and secret together, its addresses only with them, never showing a secret', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'c' })).toThrow(
      'GOOGLE_CLIENT_ID is set: needs GOOGLE_CLIENT_SECRET too',
    );
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'hush-hush' })).toThrow(
      'FACEBOOK_APP_SECRET is set: needs FACEBOOK_APP_ID too',
    );
    expect(() => loadConfig({ GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(
      'GOOGLE_ISSUER="https://accounts.google.com": needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
    expect(() => loadConfig({ FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v19.0' })).toThrow(ConfigError);
    try {
      loadConfig({ FACEBOOK_APP_SECRET: 'hush-hush' });
    } catch (error) {
      expect(String(error)).not.toContain('hush-hush');
    }
  });

  it('refuses a provider address that is not https, unless it is on this machine', () => {
    const google = { GOOGLE_CLIENT_ID: 'c', GOOGLE_CLIENT_SECRET: 's' };
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(
      'GOOGLE_ISSUER="http://accounts.example.com": must start with https:// (http:// only for 127.0.0.1 or localhost)',
    );
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(
      'GOOGLE_ISSUER="accounts.google.com": must be a URL such as https://accounts.google.com',
    );
    const facebook = { FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' };
    expect(() => loadConfig({ ...facebook, FACEBOOK_DIALOG_URL: 'ftp://www.facebook.com/dialog/oauth' })).toThrow(
      ConfigError,
    );
  });
});
