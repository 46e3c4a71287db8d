import fs from 'node:fs';
import type { Readable } from 'node:stream';

export type StreamResult =
  | { kind: 'complete'; bytes: number }
  /** More than `limit` bytes arrived; the source is paused and left for the caller to end. */
  | { kind: 'too-large'; bytes: number }
  /** The client went away (or the connection failed) before the body ended. */
  | { kind: 'aborted'; bytes: number };

/**
 * Writes `source` to a new file at `filePath`, stopping as soon as more than `limit` bytes
 * arrive. Memory stays flat: the source is paused whenever the file falls behind. The source is
 * never destroyed here, so the caller can still answer on its connection.
 */
export function streamToFile(
  source: Readable,
  filePath: string,
  limit: number,
): Promise<StreamResult> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(filePath, { flags: 'wx' });
    let bytes = 0;
    let settled = false;

    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onAbort);
      source.off('aborted', onAbort);
      source.off('close', onClose);
    };
    const finish = (result: StreamResult | Error) => {
      if (settled) return;
      settled = true;
      cleanup();
      if (result instanceof Error) {
        out.destroy();
        reject(result);
      } else if (result.kind === 'complete') {
        resolve(result);
      } else {
        source.pause();
        // Wait for the file to close so the caller can remove it.
        out.once('close', () => resolve(result));
        out.destroy();
      }
    };

    function onData(chunk: Buffer) {
      bytes += chunk.length;
      if (bytes > limit) return finish({ kind: 'too-large', bytes });
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => {
          if (!settled) source.resume();
        });
      }
    }
    function onEnd() {
      cleanup();
      out.end();
    }
    function onAbort() {
      finish({ kind: 'aborted', bytes });
    }
    function onClose() {
      // 'close' before 'end': the body was cut off.
      if (!source.readableEnded) onAbort();
    }

    out.on('error', (error) => finish(error));
    out.on('finish', () => {
      if (settled) return;
      settled = true;
      out.once('close', () => resolve({ kind: 'complete', bytes }));
    });
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onAbort);
    source.on('aborted', onAbort);
    source.on('close', onClose);
    source.resume();
  });
}
