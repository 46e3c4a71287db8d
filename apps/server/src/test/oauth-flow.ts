import type { FastifyInstance } from 'fastify';
import { authPost } from './auth-requests';

/** Cookies of the provider's domain across redirects, as a browser would keep them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type OAuthFlowResult = {
  /** Where the server finally sends the browser (e.g. /auth/callback?error=...). */
  location: string;
  /** The server's cookies after the callback, as a Cookie header. */
  cookie: string;
};

/**
 * Drives a social sign-in the way a browser does: start at the server, follow the provider's
 * redirects (its sign-in page picks the user named by loginHint), then hand the code back to
 * the server's callback. Only the provider is reached over the network.
 */
export async function runOAuthFlow(
  app: FastifyInstance,
  providerId: 'github' | 'google',
  /** The provider user's email, or 'cancel' to decline on the provider's sign-in page. */
  choice: string,
  /** What the web sends through the flow (the store's sign-up sends `signUpAs`). */
  additionalData?: Record<string, unknown>,
  /** A signed-in user's session cookie: the flow links the provider to them (the profile's Link). */
  linkTo?: string,
): Promise<OAuthFlowResult> {
  const cancel = choice === 'cancel';
  const started = await authPost(
    app,
    linkTo ? '/link-social' : '/sign-in/social',
    {
      provider: providerId,
      callbackURL: '/auth/callback',
      ...(linkTo ? {} : { newUserCallbackURL: '/auth/callback' }),
      errorCallbackURL: '/auth/callback',
      ...(cancel ? {} : { loginHint: choice }),
      ...(additionalData ? { additionalData } : {}),
      disableRedirect: true,
    },
    linkTo ? { cookie: linkTo } : {},
  );
  if (started.status !== 200 || typeof started.body.url !== 'string') {
    throw new Error(
      `${linkTo ? 'link-social' : 'sign-in/social'} failed: ${started.status} ${JSON.stringify(started.body)}`,
    );
  }
  // The session's cookies with this flow's, a name set again by the flow replacing the old one.
  const cookies = new Map(
    [linkTo ?? '', started.cookie]
      .flatMap((header) => header.split('; '))
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  const start = { ...started, cookie: [...cookies.values()].join('; ') };
  const jar = new CookieJar();
  let url: string = started.body.url;
  for (let hop = 0; hop < 10; hop += 1) {
    const target = new URL(url);
    if (target.pathname.startsWith('/api/auth/callback/')) {
      const callback = await app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { cookie: start.cookie },
        remoteAddress: '127.0.0.1',
      });
      const raw = callback.headers['set-cookie'];
      const setCookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
      const cookie = [
        ...start.cookie.split('; ').filter(Boolean),
        ...setCookies.map((c) => c.split(';')[0] ?? ''),
      ]
        .filter((c) => c && !c.endsWith('='))
        .join('; ');
      return { location: String(callback.headers.location ?? ''), cookie };
    }
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location && cancel && response.status === 200) {
      const abort = await fetch(`${url}/abort`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      jar.store(abort);
      const next = abort.headers.get('location');
      if (!next) throw new Error(`abort answered ${abort.status}`);
      url = new URL(next, url).toString();
      continue;
    }
    if (!location) {
      throw new Error(`provider stopped at ${url}: ${response.status} ${await response.text()}`);
    }
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
