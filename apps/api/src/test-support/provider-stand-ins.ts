import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MutableRedirectUri, type MutableToken, OAuth2Server } from 'oauth2-mock-server';

/** The Google account the next login at the stand-in is: the ID token's claims. */
export type GoogleAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type GoogleStandIn = {
  /** GOOGLE_ISSUER: `http://127.0.0.1:<port>`. */
  issuer: string;
  /** Who logs in from now on. */
  signInAs(account: GoogleAccount): void;
  /** The next ID token carries this nonce instead of the one the login sent. */
  forgeNextNonce(nonce: string): void;
  /** The next authorization ends as a shopper's "Cancel" does: `error=access_denied`, no code. */
  cancelNext(): void;
  close(): Promise<void>;
};

/**
 * Google as the tests meet it: a real OpenID Connect server (oauth2-mock-server, 8.x for Node 20) on a
 * free port of 127.0.0.1, with discovery, the authorization endpoint (which redirects back at once
 * with a code, keeping the PKCE challenge and the nonce), the token endpoint (which checks the
 * verifier) and signed ID tokens whose claims the test chooses.
 */
export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // Its own URL would say "localhost", which may resolve to ::1, where it does not listen.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;

  let account: GoogleAccount = { sub: 'nobody' };
  let forgedNonce: string | undefined;
  // Both tokens of an answer pass here; the ID token is the one with the audience of our client.
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, account);
    if ('nonce' in token.payload && forgedNonce !== undefined) {
      token.payload.nonce = forgedNonce;
      forgedNonce = undefined;
    }
  });

  return {
    issuer,
    signInAs(next) {
      account = next;
    },
    forgeNextNonce(nonce) {
      forgedNonce = nonce;
    },
    cancelNext() {
      server.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      });
    },
    close: () => server.stop(),
  };
}

/** The Facebook person the next login at the stand-in is, as `/me` shows them. */
export type FacebookPerson = { id: string; email?: string; first_name?: string; last_name?: string };

export type FacebookStandIn = {
  /** FACEBOOK_DIALOG_URL and FACEBOOK_GRAPH_URL of this server. */
  dialogUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  /** Who logs in from now on. */
  signInAs(person: FacebookPerson): void;
  /** The next dialog ends as a shopper's "Cancel" does (Facebook's user_denied). */
  cancelNext(): void;
  close(): Promise<void>;
};

/**
 * Facebook's login as the tests meet it, on a free port of 127.0.0.1 (node:http): the OAuth dialog
 * (which redirects back at once with a code and the state), the Graph API's `/oauth/access_token`
 * (the app's secret, the same redirect_uri, a code once) and `/me` (the token and its appsecret_proof),
 * each answering what Facebook answers, errors in Graph's shape.
 */
export async function startFacebookStandIn(): Promise<FacebookStandIn> {
  const appId = '1234567890';
  const appSecret = randomBytes(16).toString('hex');
  let person: FacebookPerson = { id: '1' };
  let cancelling = false;
  const codes = new Map<string, { redirectUri: string; person: FacebookPerson }>();
  const tokens = new Map<string, FacebookPerson>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const graphError = (response: ServerResponse, message: string, code = 100) =>
    json(response, 400, { error: { message, type: 'OAuthException', code } });

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query = url.searchParams;
    if (url.pathname === '/dialog/oauth') {
      const redirectUri = query.get('redirect_uri');
      if (query.get('client_id') !== appId || redirectUri === null || query.get('response_type') !== 'code') {
        return json(response, 400, { error: 'invalid dialog request' });
      }
      const back = new URL(redirectUri);
      if (cancelling) {
        cancelling = false;
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_description', 'Permissions error');
        back.searchParams.set('error_reason', 'user_denied');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { redirectUri, person });
        back.searchParams.set('code', code);
      }
      const state = query.get('state');
      if (state !== null) back.searchParams.set('state', state);
      // Facebook appends "#_=_" to the redirect; a browser keeps the fragment to itself.
      response.writeHead(302, { location: `${back.href}#_=_` }).end();
      return;
    }
    if (url.pathname === '/graph/oauth/access_token') {
      if (query.get('client_id') !== appId || query.get('client_secret') !== appSecret) {
        return graphError(response, 'Error validating client secret.', 1);
      }
      const grant = codes.get(query.get('code') ?? '');
      codes.delete(query.get('code') ?? '');
      if (!grant) return graphError(response, 'This authorization code has been used.');
      if (grant.redirectUri !== query.get('redirect_uri')) {
        return graphError(
          response,
          'Error validating verification code. Please make sure your redirect_uri is identical',
        );
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, grant.person);
      return json(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
    }
    if (url.pathname === '/graph/me') {
      const token = query.get('access_token') ?? '';
      const who = tokens.get(token);
      if (!who) return graphError(response, 'Invalid OAuth access token.', 190);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (query.get('appsecret_proof') !== proof) return graphError(response, 'Invalid appsecret_proof');
      const fields = (query.get('fields') ?? 'id').split(',');
      return json(
        response,
        200,
        Object.fromEntries(Object.entries(who).filter(([field]) => field === 'id' || fields.includes(field))),
      );
    }
    json(response, 404, { error: 'not found' });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dialogUrl: `${origin}/dialog/oauth`,
    graphUrl: `${origin}/graph`,
    appId,
    appSecret,
    signInAs(next) {
      person = next;
    },
    cancelNext() {
      cancelling = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
