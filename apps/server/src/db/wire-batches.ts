// node-postgres writes PostgreSQL wire-protocol messages to its stream in pieces of any size.
// PGlite's protocol calls run whole messages only, and end every call as if the client had
// asked for an answer (it sends ReadyForQuery when one is due). So the bytes go to PGlite in
// batches of complete messages that end where the client waits for the server: the startup
// packet, Sync (end of an extended query), Query (a simple query) or Flush.

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'

export class WireBatches {
  #pending = new Uint8Array(0);
  #started = false;

  /**
   * Takes the next bytes the client wrote; returns the batches now complete, each in a buffer
   * of its own (safe to transfer). Terminate is dropped: closing the stream ends the session.
   */
  push(chunk: Uint8Array): Uint8Array[] {
    const pending = new Uint8Array(this.#pending.length + chunk.length);
    pending.set(this.#pending);
    pending.set(chunk, this.#pending.length);
    const view = new DataView(pending.buffer);
    const batches: Uint8Array[] = [];
    let batchStart = 0;
    let offset = 0;
    for (;;) {
      if (!this.#started) {
        // The startup packet: a length (counting itself) and no type byte.
        if (pending.length - offset < 4) break;
        const end = offset + view.getInt32(offset);
        if (pending.length < end) break;
        batches.push(pending.slice(offset, end));
        this.#started = true;
        offset = batchStart = end;
        continue;
      }
      if (pending.length - offset < 5) break;
      const type = pending[offset];
      // The length counts itself but not the type byte.
      const end = offset + 1 + view.getInt32(offset + 1);
      if (pending.length < end) break;
      if (type === TERMINATE) {
        if (offset > batchStart) batches.push(pending.slice(batchStart, offset));
        batchStart = end;
      } else if (type === SYNC || type === QUERY || type === FLUSH) {
        batches.push(pending.slice(batchStart, end));
        batchStart = end;
      }
      offset = end;
    }
    this.#pending = pending.slice(batchStart);
    return batches;
  }
}
