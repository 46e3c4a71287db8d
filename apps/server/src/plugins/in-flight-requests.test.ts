import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlightRequests } from './in-flight-requests';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose /slow handler takes `ms`, recording when it finished. */
async function slowApp(ms: number) {
  const app = Fastify();
  const inFlight = trackInFlightRequests(app);
  const finished: string[] = [];
  app.get('/slow', async () => {
    await sleep(ms);
    finished.push('handler');
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, inFlight, finished, origin: `http://127.0.0.1:${port}` };
}

/** Starts GET `url` and hangs up after `ms`, as a client that gave up. */
async function hangUpAfter(url: string, ms: number) {
  const controller = new AbortController();
  const request = fetch(url, { signal: controller.signal }).catch(() => undefined);
  await sleep(ms);
  controller.abort();
  await request;
}

describe('trackInFlightRequests', () => {
  it('counts a request until its handler answers, even after its client hung up', async () => {
    const { app, inFlight, finished, origin } = await slowApp(300);
    await hangUpAfter(`${origin}/slow`, 50);
    expect(inFlight.count).toBe(1);
    // The server has no open connection left: closing it alone would not wait.
    await app.close();
    expect(finished).toEqual([]);
    expect(await inFlight.drained(2_000)).toBe(true);
    expect(finished).toEqual(['handler']);
    expect(inFlight.count).toBe(0);
  });

  it('answers at once when nothing runs, and counts answered requests out', async () => {
    const { app, inFlight, origin } = await slowApp(10);
    await (await fetch(`${origin}/fast`)).json();
    await (await fetch(`${origin}/missing`)).text();
    expect(inFlight.count).toBe(0);
    expect(await inFlight.drained(0)).toBe(true);
    await app.close();
  });

  it('gives up after the time it is given, saying so', async () => {
    const { app, inFlight, origin } = await slowApp(600);
    await hangUpAfter(`${origin}/slow`, 50);
    await app.close();
    const started = Date.now();
    expect(await inFlight.drained(100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
    expect(inFlight.count).toBe(1);
    expect(await inFlight.drained(2_000)).toBe(true);
  });
});
