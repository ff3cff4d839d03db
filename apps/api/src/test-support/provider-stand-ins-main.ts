import { renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { startFacebookStandIn, startGoogleStandIn } from './provider-stand-ins';

/**
 * Google's and Facebook's stand-ins as a process of their own, for the e2e journeys (`npm test`
 * starts it before the api): the settings the api needs are written as JSON to the file
 * E2E_PROVIDERS_FILE names, with the address of a small control server through which a journey says
 * who logs in next (`POST /google` with the ID token's claims, `POST /facebook` with the person).
 * It runs until it is stopped.
 */
const file = process.env.E2E_PROVIDERS_FILE;
if (!file) throw new Error('E2E_PROVIDERS_FILE must name the file to write the settings to');

const google = await startGoogleStandIn();
const facebook = await startFacebookStandIn();

const GoogleAccountSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
const FacebookPersonSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const control = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (request.method === 'POST' && request.url === '/google') google.signInAs(GoogleAccountSchema.parse(body));
      else if (request.method === 'POST' && request.url === '/facebook')
        facebook.signInAs(FacebookPersonSchema.parse(body));
      else return response.writeHead(404).end();
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

// Written aside, then renamed: the reader never finds half of it.
writeFileSync(
  `${file}.partial`,
  JSON.stringify({
    GOOGLE_CLIENT_ID: 'stride-e2e.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-e2e-secret',
    GOOGLE_ISSUER: google.issuer,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
  }),
);
renameSync(`${file}.partial`, file);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    control.close();
    void Promise.all([google.close(), facebook.close()]).finally(() => process.exit(0));
  });
}
