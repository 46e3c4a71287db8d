// oidc-provider has no types; the ambient declaration must reach every program importing this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type InteractionDetails } from 'oidc-provider';

/**
 * A local OAuth 2 / OpenID Connect provider for tests, standing in for GitHub (authorize,
 * token and a /user, /user/emails JSON API shaped like GitHub's) and for Google (OpenID
 * discovery, authorize, token, userinfo, signed ID tokens). The server under test reaches it
 * through the GITHUB_* / GOOGLE_* variables that env(providerId) returns, so it runs its
 * production code path unchanged.
 */

export type OAuthTestUser = {
  email: string;
  name: string;
  /** Defaults to true; GitHub lists it as the primary email with this verified flag. */
  emailVerified?: boolean;
  /** Stable provider-side id; derived from the email by default. */
  id?: string;
  /** GitHub login; defaults to the email's local part. */
  login?: string;
  avatarUrl?: string;
};

export type ProviderId = 'github' | 'google';

export type OAuthProviderEnv = Record<string, string>;

export type StartedOAuthProvider = {
  /** The issuer, e.g. http://127.0.0.1:49152 */
  url: string;
  /** The server's configuration for one provider (client id and secret plus endpoints). */
  env(providerId: ProviderId): OAuthProviderEnv;
  /** Makes a user available (or replaces one with the same email) while running. */
  addUser(user: OAuthTestUser): void;
  close(): Promise<void>;
};

export type StartOAuthProviderOptions = {
  /** 0 or omitted: a free port. */
  port?: number;
  host?: string;
  users: OAuthTestUser[];
};

export const CLIENTS = {
  github: { clientId: 'test-github-client', clientSecret: 'test-github-secret' },
  google: { clientId: 'test-google-client', clientSecret: 'test-google-secret' },
} as const;

const GITHUB_API_PREFIX = '/github';

function idFor(user: OAuthTestUser): string {
  return user.id ?? crypto.createHash('sha256').update(user.email).digest('hex').slice(0, 16);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOAuthProvider(
  options: StartOAuthProviderOptions,
): Promise<StartedOAuthProvider> {
  const users = new Map<string, OAuthTestUser>();
  const addUser = (user: OAuthTestUser) => users.set(idFor(user), user);
  options.users.forEach(addUser);
  const findByEmail = (email: string) =>
    [...users.values()].find((user) => user.email.toLowerCase() === email.toLowerCase());

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const signingKey = crypto
    .generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENTS.github.clientId,
        client_secret: CLIENTS.github.clientSecret,
        // Checked by the override below: any server under test on any port.
        redirect_uris: ['http://localhost/api/auth/callback/github'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: CLIENTS.google.clientId,
        client_secret: CLIENTS.google.clientSecret,
        redirect_uris: ['http://localhost/api/auth/callback/google'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    scopes: ['openid', 'email', 'profile', 'read:user', 'user:email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          name: user.name,
          picture: user.avatarUrl,
        }),
      };
    },
    // A code is exchanged once and right away; short lifetimes keep stale state out of tests.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });

  // Tests and e2e start the server under test on arbitrary ports and hosts; accept any
  // http(s) redirect to that provider's better-auth callback path.
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    const providerId = this.clientId === CLIENTS.github.clientId ? 'github' : 'google';
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.pathname.endsWith(`/callback/${providerId}`);
    } catch {
      return false;
    }
  };

  async function finishLogin(
    req: IncomingMessage,
    res: ServerResponse,
    details: InteractionDetails,
    accountId: string,
  ): Promise<void> {
    const clientId = String(details.params.client_id);
    const grant = new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  // The sign-in page: a login_hint naming a known user signs in at once (integration tests);
  // otherwise one button per user (browser journeys click the one they want) and Cancel, which
  // answers access_denied as a provider does when the person declines.
  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'POST' && url.pathname.endsWith('/abort')) {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    if (req.method === 'POST' && url.pathname.endsWith('/login')) {
      const form = await readForm(req);
      const accountId = form.get('accountId') ?? '';
      if (!users.has(accountId)) return sendJson(res, 400, { error: 'unknown user' });
      return finishLogin(req, res, details, accountId);
    }
    const hinted =
      typeof details.params.login_hint === 'string'
        ? findByEmail(details.params.login_hint)
        : undefined;
    if (hinted) return finishLogin(req, res, details, idFor(hinted));

    const provider_ = details.params.client_id === CLIENTS.github.clientId ? 'GitHub' : 'Google';
    const buttons = [...users.entries()]
      .map(
        ([id, user]) =>
          `<form method="post" action="/interaction/${details.uid}/login"><input type="hidden" name="accountId" value="${escapeHtml(id)}"><button type="submit">Continue as ${escapeHtml(user.name)} (${escapeHtml(user.email)})</button></form>`,
      )
      .join('\n');
    const cancel = `<form method="post" action="/interaction/${details.uid}/abort"><button type="submit">Cancel</button></form>`;
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><head><title>Test ${provider_} sign-in</title></head><body><main><h1>Test ${provider_} sign-in</h1>${buttons}\n${cancel}</main></body></html>`,
    );
  }

  async function githubApi(req: IncomingMessage, res: ServerResponse, path: string) {
    const token = /^(?:Bearer|token)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const accessToken = token ? await provider.AccessToken.find(token) : undefined;
    const user = accessToken ? users.get(accessToken.accountId) : undefined;
    if (!accessToken || !user) {
      return sendJson(res, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
      });
    }
    const id = accessToken.accountId;
    if (path === '/user') {
      return sendJson(res, 200, {
        // GitHub's ids are numbers.
        id: Number.parseInt(id.slice(0, 12), 16),
        login: user.login ?? user.email.split('@')[0],
        name: user.name,
        email: null,
        avatar_url: user.avatarUrl ?? null,
        type: 'User',
      });
    }
    if (path === '/user/emails') {
      return sendJson(res, 200, [
        {
          email: user.email,
          primary: true,
          verified: user.emailVerified ?? true,
          visibility: 'private',
        },
      ]);
    }
    return sendJson(res, 404, { message: 'Not Found' });
  }

  const oidcCallback = provider.callback();
  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const fail = (error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
    };
    if (url.pathname.startsWith('/interaction/')) {
      interaction(req, res, url).catch(fail);
      return;
    }
    if (url.pathname.startsWith(`${GITHUB_API_PREFIX}/`)) {
      githubApi(req, res, url.pathname.slice(GITHUB_API_PREFIX.length)).catch(fail);
      return;
    }
    oidcCallback(req, res);
  };

  return {
    url: issuer,
    addUser,
    env(providerId): OAuthProviderEnv {
      if (providerId === 'github') {
        return {
          GITHUB_CLIENT_ID: CLIENTS.github.clientId,
          GITHUB_CLIENT_SECRET: CLIENTS.github.clientSecret,
          GITHUB_AUTHORIZATION_URL: `${issuer}/auth`,
          GITHUB_TOKEN_URL: `${issuer}/token`,
          GITHUB_USERINFO_URL: `${issuer}${GITHUB_API_PREFIX}/user`,
          GITHUB_EMAILS_URL: `${issuer}${GITHUB_API_PREFIX}/user/emails`,
        };
      }
      return {
        GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
        GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
        GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
      };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
