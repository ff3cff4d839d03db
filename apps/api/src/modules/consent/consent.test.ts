import { CONSENT_TEXT_VERSION } from '@stride/rules';
import { describe, expect, it } from 'vitest';
import { expectError, HOST, newClientAddress, post, useTestApp } from '../../test-support/test-app';
import { CONSENT_RATE_LIMIT } from './routes';

const testApp = useTestApp();

type Row = { locale: string; analytics: boolean; marketing: boolean; text_version: string; recent: boolean };

async function recordsOf(consentId: string): Promise<Row[]> {
  return testApp().database.query<Row>(
    `SELECT w.locale, c.analytics, c.marketing, c.text_version,
            c.created_at > now() - interval '1 minute' AS recent
       FROM consent_records c JOIN web_instances w ON w.id = c.web_instance_id
      WHERE c.consent_id = $1 ORDER BY c.id`,
    [consentId],
  );
}

const fromNewClient = (host: string = HOST.sk) => ({ host, remoteAddress: newClientAddress() });

describe('POST /api/lib/v1/consent', () => {
  it('records each change of a choice with its purposes, the banner text version, the shop and the time', async () => {
    const { app } = testApp();
    const consentId = '6f1c3a52-1d0b-4c8e-9a57-0b8c2f1e4d21';
    const first = await post(
      app,
      '/api/lib/v1/consent',
      { consentId, analytics: false, marketing: false, textVersion: CONSENT_TEXT_VERSION },
      fromNewClient(HOST.cz),
    );
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    expect(first.headers['cache-control']).toBeUndefined();
    await post(
      app,
      '/api/lib/v1/consent',
      { consentId, analytics: true, marketing: true, textVersion: '2026-11-27' },
      fromNewClient(HOST.cz),
    );
    expect(await recordsOf(consentId)).toEqual([
      { locale: 'cz', analytics: false, marketing: false, text_version: '2026-11-27', recent: true },
      { locale: 'cz', analytics: true, marketing: true, text_version: '2026-11-27', recent: true },
    ]);
  });

  it.each([
    [
      'a consent id that is no UUID',
      { consentId: 'abc', analytics: true, marketing: false, textVersion: '2026-11-27' },
      'consentId',
    ],
    [
      'a purpose that is not a yes/no',
      {
        consentId: '0b7e2c9a-3f4d-4e1a-8c6b-5d9f0a1e2b3c',
        analytics: 'yes',
        marketing: false,
        textVersion: '2026-11-27',
      },
      'analytics',
    ],
    [
      'a missing purpose',
      { consentId: '0b7e2c9a-3f4d-4e1a-8c6b-5d9f0a1e2b3c', analytics: true, textVersion: '2026-11-27' },
      'marketing',
    ],
    [
      'a text version that is no date',
      {
        consentId: '0b7e2c9a-3f4d-4e1a-8c6b-5d9f0a1e2b3c',
        analytics: true,
        marketing: true,
        textVersion: "1'; DROP TABLE consent_records; --",
      },
      'textVersion',
    ],
    [
      'an unknown field',
      {
        consentId: '0b7e2c9a-3f4d-4e1a-8c6b-5d9f0a1e2b3c',
        analytics: true,
        marketing: true,
        textVersion: '2026-11-27',
        necessary: false,
      },
      null,
    ],
  ])('refuses %s with 400 and records nothing', async (_case, payload, field) => {
    const response = await post(testApp().app, '/api/lib/v1/consent', payload, fromNewClient());
    expectError(response, 400, field);
    expect(await recordsOf('0b7e2c9a-3f4d-4e1a-8c6b-5d9f0a1e2b3c')).toEqual([]);
  });

  it('takes 20 changes a minute from one address, then answers 429', async () => {
    const { app } = testApp();
    expect(CONSENT_RATE_LIMIT).toEqual({ max: 20, timeWindow: 60_000 });
    const client = fromNewClient(HOST.hu);
    const consentId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const choice = { consentId, analytics: true, marketing: false, textVersion: '2026-11-27' };
    for (let i = 1; i <= 20; i++) {
      expect((await post(app, '/api/lib/v1/consent', choice, client)).status, `change ${i}`).toBe(200);
    }
    const refused = expectError(await post(app, '/api/lib/v1/consent', choice, client), 429, null);
    expect(refused.code).toBe('too_many_requests');
    expect(await recordsOf(consentId)).toHaveLength(20);
  });
});
