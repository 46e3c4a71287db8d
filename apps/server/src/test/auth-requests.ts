import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './harness';

export type AuthResponse = {
  status: number;
  body: Record<string, unknown>;
  /** Raw Set-Cookie headers. */
  setCookies: string[];
  /** The cookies as a Cookie request header. */
  cookie: string;
  headers: Record<string, unknown>;
};

/** POSTs JSON to a better-auth endpoint the way the browser client does. */
export async function authPost(
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
  options: { cookie?: string; ip?: string } = {},
): Promise<AuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: {
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload,
  });
  const raw = response.headers['set-cookie'];
  const setCookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  let body: Record<string, unknown> = {};
  try {
    body = response.json();
  } catch {
    body = {};
  }
  return {
    status: response.statusCode,
    body,
    setCookies,
    cookie: setCookies
      .map((c) => c.split(';')[0])
      .filter((c) => !c?.endsWith('='))
      .join('; '),
    headers: response.headers,
  };
}

export const VIEWER_QUERY = `{ viewer { id email name provider role isEmailVerified onboardingCompleted accountVerified businessName accountType developerStatus ageVerified avatar createdAt } }`;
