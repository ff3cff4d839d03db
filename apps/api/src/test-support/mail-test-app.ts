import type { DatabaseHandle } from '@stride/db';
import { openTestDatabase } from '@stride/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

export type MailTestApp = { app: FastifyInstance; database: DatabaseHandle; sink: SmtpSink };

/**
 * The app on a fresh test database whose e-mails go over SMTP to a real SMTP server of the test's
 * own (SMTP_URL), with `env`'s settings besides; the server's inbox is emptied before each test.
 * Registers beforeAll/afterAll for the file and returns the running parts.
 */
export function useMailTestApp(env: Record<string, string> = {}): () => MailTestApp {
  let current: MailTestApp | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', SMTP_URL: sink.url, ...env }), { database });
    await app.ready();
    current = { app, database, sink };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
    await current?.sink.close();
  });
  beforeEach(() => {
    if (current) current.sink.received.length = 0;
  });
  return () => {
    if (!current) throw new Error('useMailTestApp: the app is not running yet (use it inside a test)');
    return current;
  };
}
