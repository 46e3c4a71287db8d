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
});
