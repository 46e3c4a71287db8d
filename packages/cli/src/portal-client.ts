import fs from 'node:fs';
import {
  ApiErrorSchema,
  DEVELOPER_API_UPLOAD_MEDIA_TYPE,
  developerApiAuthorization,
} from '@vmu/domain';
import type * as z from 'zod/mini';
import { CliError, EXIT_CODES } from './cli-error';

// The developer API over fetch: the token on every request, the answer checked against the
// domain's contract before a command reads it, and every refusal turned into a CliError that
// carries the portal's own code and message.

/** A JSON request that takes longer than this has lost its way (uploads have no such limit). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How much of the file is read ahead of the socket: small, so progress follows what is sent. */
const UPLOAD_CHUNK_BYTES = 64 * 1024;

type Method = 'GET' | 'POST' | 'PATCH';

export type PortalClientOptions = {
  /** The portal's base URL (normalizePortalUrl). */
  url: string;
  token: string;
  fetch: typeof fetch;
  userAgent: string;
};

export class PortalClient {
  constructor(private readonly options: PortalClientOptions) {}

  get url(): string {
    return this.options.url;
  }

  get<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    query: Record<string, string | undefined> = {},
  ): Promise<z.output<S>> {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    return this.send('GET', search ? `${path}?${search}` : path, schema, {});
  }

  sendJson<S extends z.ZodMiniType>(
    method: Exclude<Method, 'GET'>,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    return this.send(
      method,
      path,
      schema,
      body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    );
  }

  /**
   * POSTs a file as the raw body, read from disk as the socket takes it (never whole in memory),
   * with its size in Content-Length. `onProgress` hears the bytes handed to the connection.
   */
  uploadFile<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    file: { path: string; size: number },
    onProgress: (sentBytes: number) => void,
  ): Promise<z.output<S>> {
    const stream = fs.createReadStream(file.path, { highWaterMark: UPLOAD_CHUNK_BYTES });
    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { value, done } = await chunks.next();
          if (done) {
            controller.close();
            return;
          }
          sent += value.length;
          controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
          onProgress(sent);
        },
        cancel() {
          stream.destroy();
        },
      },
      // Nothing is read before fetch asks for it, so the progress is what left, not what was read.
      { highWaterMark: 0 },
    );
    return this.send('POST', path, schema, {
      body,
      duplex: 'half',
      headers: {
        'content-type': DEVELOPER_API_UPLOAD_MEDIA_TYPE,
        'content-length': String(file.size),
      },
      noTimeout: true,
    }).finally(() => stream.destroy());
  }

  private async send<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    request: {
      body?: string | ReadableStream<Uint8Array>;
      headers?: Record<string, string>;
      duplex?: 'half';
      noTimeout?: boolean;
    },
  ): Promise<z.output<S>> {
    const target = `${this.options.url}${path}`;
    const what = `${method} ${path.split('?')[0]}`;
    let response: Response;
    let text: string;
    try {
      response = await this.options.fetch(target, {
        method,
        headers: {
          accept: 'application/json',
          authorization: developerApiAuthorization(this.options.token),
          'user-agent': this.options.userAgent,
          ...request.headers,
        },
        body: request.body,
        ...(request.duplex ? { duplex: request.duplex } : {}),
        ...(request.noTimeout ? {} : { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
        // A redirect would resend the token and the package elsewhere: say where instead.
        redirect: 'manual',
      } as RequestInit);
      text = await response.text();
    } catch (error) {
      throw networkError(this.options.url, error);
    }
    const json = parseJson(text);
    if (!response.ok) throw refusalOf(this.options.url, what, response, json);
    const parsed = json === undefined ? undefined : schema.safeParse(json);
    if (!parsed?.success) {
      const issue = parsed?.error.issues[0];
      throw new CliError(
        EXIT_CODES.UNREACHABLE,
        'UNEXPECTED_ANSWER',
        `The portal at ${this.options.url} answered ${what} with something this CLI does not understand` +
          (issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message}).` : ' (not JSON).'),
        {
          status: response.status,
          hint: 'Check the portal URL, or update the CLI to the portal’s version.',
        },
      );
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The portal's refusal with its code and message, or an honest word when the answer is not the API's. */
export function refusalOf(url: string, what: string, response: Response, json: unknown): CliError {
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return new CliError(
      EXIT_CODES.UNREACHABLE,
      'REDIRECTED',
      `The portal at ${url} sends ${what} elsewhere (${new URL(location, url).href}).`,
      { status: response.status, hint: 'Use the address it redirects to as the portal URL.' },
    );
  }
  const refusal = ApiErrorSchema.safeParse(json);
  if (!refusal.success) {
    return new CliError(
      EXIT_CODES.UNREACHABLE,
      'UNEXPECTED_ANSWER',
      `The portal at ${url} answered ${what} with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}, not the API's JSON.`,
      {
        status: response.status,
        hint: 'Check the portal URL; if it is right, the portal or a proxy before it may be down.',
      },
    );
  }
  const { code, message, field } = refusal.data.error;
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return new CliError(EXIT_CODES.REFUSED, code, message, {
    status: response.status,
    ...(field ? { field } : {}),
    ...(Number.isSafeInteger(retryAfter) && retryAfter >= 0
      ? { retryAfterSeconds: retryAfter }
      : {}),
  });
}

/** What went wrong on the way, in words, from fetch's error and its cause. */
export function networkError(url: string, error: unknown): CliError {
  const failure = error as { name?: string; cause?: { code?: string; message?: string } };
  const code = failure.cause?.code ?? (failure.name === 'TimeoutError' ? 'TIMEOUT' : undefined);
  const reason = describeNetworkFailure(code, failure.cause?.message ?? String(error));
  return new CliError(
    EXIT_CODES.UNREACHABLE,
    'NETWORK_ERROR',
    `Could not reach the portal at ${url}: ${reason}${code ? ` (${code})` : ''}.`,
    { hint: 'Check the portal URL (--url, VMU_PORTAL_URL or `vmu-portal login`) and the network.' },
  );
}

function describeNetworkFailure(code: string | undefined, detail: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'nothing answers at that address';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'its host name could not be found';
    case 'TIMEOUT':
      return `no answer within ${REQUEST_TIMEOUT_MS / 1000} seconds`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'UND_ERR_HEADERS_TIMEOUT':
      return 'the connection timed out';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed before the answer arrived';
    case 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH':
      return 'the file changed while it was being sent';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return 'its TLS certificate could not be verified';
    default:
      return detail;
  }
}
