import net from 'node:net';

/**
 * A TCP proxy between the server and its database, for outage tests: it passes bytes through
 * until told to stall (connections stay open, nothing gets through, as when a network hangs),
 * to cut (every connection is closed and new ones are refused at once, as when the database
 * goes down) or to restore (bytes flow again; what a stall held back is delivered in order).
 */
export type TcpProxy = {
  /** Where to connect instead of the target. */
  readonly port: number;
  stall(): void;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

type Mode = 'open' | 'stalled' | 'cut';

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const sockets = new Set<net.Socket>();
  // Bytes a stall held back, in the order they came, with where they were going.
  let held: { to: net.Socket; chunk: Buffer }[] = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (mode === 'stalled') held.push({ to, chunk });
      else if (!to.destroyed) to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    stall() {
      mode = 'stalled';
    },
    cut() {
      mode = 'cut';
      held = [];
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      mode = 'open';
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
