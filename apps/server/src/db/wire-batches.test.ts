import { describe, expect, it } from 'vitest';
import { WireBatches } from './wire-batches';

/** A frontend message: its type byte, its length (counting itself) and its body. */
function message(type: string, body: string = ''): Buffer {
  const bytes = Buffer.from(body, 'latin1');
  const out = Buffer.alloc(5 + bytes.length);
  out.write(type, 0, 'latin1');
  out.writeInt32BE(4 + bytes.length, 1);
  bytes.copy(out, 5);
  return out;
}

// The startup packet has no type byte: its length, the protocol version (3.0), its parameters.
const startupBody = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
const startup = Buffer.alloc(8 + startupBody.length);
startup.writeInt32BE(startup.length, 0);
startup.writeInt32BE(196608, 4);
startupBody.copy(startup, 8);
// An extended query as node-postgres writes it: Parse, Bind, Describe, Execute, Sync.
const extendedQuery = Buffer.concat([
  message('P', '\0select $1::int as n\0\0\0'),
  message('B', '\0\0\0\0\0\x01\0\0\0\x011\0\0'),
  message('D', 'P\0'),
  message('E', '\0\0\0\0\0'),
  message('S'),
]);
const simpleQuery = message('Q', 'select 1\0');

function concat(parts: Uint8Array[]): Buffer {
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}

describe('WireBatches', () => {
  it('passes the startup packet, then cuts after each message the client waits on', () => {
    const batches = new WireBatches().push(concat([startup, extendedQuery, simpleQuery]));
    expect(batches.map((batch) => Buffer.from(batch))).toEqual([
      startup,
      extendedQuery,
      simpleQuery,
    ]);
  });

  it('holds an unfinished query until its Sync arrives, however the bytes are split', () => {
    const all = concat([startup, extendedQuery, simpleQuery]);
    // Every way of cutting the stream in two, and byte by byte.
    for (let cut = 0; cut <= all.length; cut++) {
      const batches = new WireBatches();
      const out = [...batches.push(all.subarray(0, cut)), ...batches.push(all.subarray(cut))];
      expect(concat(out)).toEqual(all);
      expect(out).toHaveLength(3);
    }
    const batches = new WireBatches();
    const out = [...all].flatMap((byte) => batches.push(Uint8Array.of(byte)));
    expect(out.map((batch) => Buffer.from(batch))).toEqual([startup, extendedQuery, simpleQuery]);
    // Before the Sync, nothing of the extended query goes out.
    const partial = new WireBatches();
    expect(partial.push(concat([startup, extendedQuery.subarray(0, -5)]))).toHaveLength(1);
  });

  it('drops Terminate, which only ends the stream', () => {
    const batches = new WireBatches().push(concat([startup, simpleQuery, message('X')]));
    expect(batches.map((batch) => Buffer.from(batch))).toEqual([startup, simpleQuery]);
  });

  it('gives each batch a buffer of its own, so it can be transferred to the thread', () => {
    const [first, second] = new WireBatches().push(concat([startup, simpleQuery]));
    expect(first?.byteOffset).toBe(0);
    expect(first?.buffer.byteLength).toBe(first?.byteLength);
    expect(second?.buffer).not.toBe(first?.buffer);
  });
});
