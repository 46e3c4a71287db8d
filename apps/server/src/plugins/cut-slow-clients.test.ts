import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testTargets } from '../test/harness';
import { requestUpload, verifiedDeveloper } from '../test/upload-requests';
import { useTestApp } from '../test/use-test-app';

/**
 * Sends a request's head, then its body a byte at a time until the server closes the
 * connection; resolves with how many body bytes got through (all of them: the server waited).
 */
function trickle(port: number, head: string, bodyLength: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent === bodyLength) return;
        sent += 1;
        socket.write('x');
      }, 20);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(sent);
    });
    socket.setTimeout(60_000, () => reject(new Error('never cut')));
  });
}

/**
 * Opens a connection, writes `head` (if any), then writes one character of `drip` every
 * `everyMs` until it is used up or the server closes; resolves with how long the connection
 * was held open, in milliseconds.
 */
function heldFor(port: number, head: string, drip = '', everyMs = 50): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const startedAt = performance.now();
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length) socket.write(drip[sent++]!);
      }, everyMs);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - startedAt);
    });
    socket.setTimeout(30_000, () => reject(new Error('never cut')));
  });
}

describe.each(testTargets())('slow clients [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  it('cuts a request whose body trickles in, on every route', async () => {
    // At least 1 KB/s once 300 ms have passed; the trickle sends 50 bytes a second.
    const app = await t.appWith({
      HTTP_BODY_MIN_BYTES_PER_SECOND: '1000',
      HTTP_BODY_GRACE_MS: '300',
    });
    const dev = await verifiedDeveloper(app, t.db, 'ada@example.com');
    const length = 10_000;
    const ticket = await requestUpload(app, dev.cookie, {
      fileName: 'icon.png',
      fileType: 'image/png',
      fileSize: length,
      assetType: 'web-icon',
      appId: 'temp-1',
    });
    expect(ticket.status).toBe(200);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const heads = [
      `PUT ${new URL(ticket.body.uploadURL as string).pathname} HTTP/1.1\r\nHost: localhost\r\n` +
        `Origin: http://localhost:3000\r\nCookie: ${dev.cookie}\r\nContent-Type: image/png\r\n`,
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n`,
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\n`,
    ];
    for (const head of heads) {
      const sent = await trickle(port, `${head}Content-Length: ${length}\r\n\r\n`, length);
      expect(sent).toBeLessThan(length);
    }
  }, 120_000);

  it('cuts slow headers, a silent socket, an idle kept-alive connection and a request that runs too long', async () => {
    const app = await t.appWith({
      HTTP_HEADERS_TIMEOUT_MS: '600',
      HTTP_CONNECTION_TIMEOUT_MS: '800',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1500',
      // The body's own rate limit stays out of the way: the whole request's limit is tested.
      HTTP_BODY_MIN_BYTES_PER_SECOND: '1',
      HTTP_BODY_GRACE_MS: '60000',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Each is held well short of what the client would go on for (a header line a character
    // every 50 ms never ends; a 1,000-byte body at 20 bytes a second takes 50 s).
    const slowHeaders = await heldFor(
      port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n',
      `X-Slow: ${'a'.repeat(400)}`,
    );
    expect(slowHeaders).toBeLessThan(5_000);
    const silent = await heldFor(port, '');
    expect(silent).toBeLessThan(5_000);
    const keptAlive = await heldFor(
      port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(keptAlive).toBeLessThan(5_000);
    const longRequest = await heldFor(
      port,
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      'x'.repeat(1000),
    );
    expect(longRequest).toBeLessThan(6_000);
  }, 60_000);
});
