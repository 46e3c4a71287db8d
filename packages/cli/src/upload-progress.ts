import type { OutputStream } from './cli-context';

// How far an upload is: a bar redrawn in place on a terminal, and plain lines every tenth of
// the file where the output is a log (CI), which a redrawn line would fill with control codes.

const KB = 1024;
const MB = 1024 * KB;
/** A terminal is redrawn at most this often: more would only cost the upload time. */
const REDRAW_EVERY_MS = 100;
const BAR_MIN_WIDTH = 10;
const BAR_MAX_WIDTH = 40;
/** Log lines are written at each tenth of the file. */
const LOG_STEP_PERCENT = 10;

export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** Whole percent sent; 100 only once every byte is. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0 || sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** '[##########----------]  50%  7.0 MB of 14.0 MB  2.3 MB/s', the bar `width` cells wide. */
export function renderProgressLine(
  sent: number,
  total: number,
  width: number,
  bytesPerSecond: number | null,
): string {
  const filled = Math.round((Math.min(sent, total) / Math.max(total, 1)) * width);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  const percent = `${percentOf(sent, total)}%`.padStart(4);
  const rate = bytesPerSecond === null ? '' : `  ${formatBytes(Math.round(bytesPerSecond))}/s`;
  return `${bar} ${percent}  ${formatBytes(sent)} of ${formatBytes(total)}${rate}`;
}

export type UploadProgress = {
  update(sentBytes: number): void;
  /** Every byte left: the last state is shown and the line ended. */
  finish(): void;
  /** The upload stopped: end the line, so what is printed next starts on its own. */
  stop(): void;
};

export function createUploadProgress(
  out: OutputStream,
  options: { label: string; total: number; now?: () => number },
): UploadProgress {
  const now = options.now ?? (() => performance.now());
  const { label, total } = options;
  const started = now();
  let sent = 0;
  let ended = false;

  if (out.isTTY) {
    let drawnAt = -Infinity;
    let drawn = false;
    const draw = () => {
      const elapsed = (now() - started) / 1000;
      const rate = elapsed > 0.5 ? sent / elapsed : null;
      // The bar takes what the terminal's width leaves after the label and the figures.
      const fixed = label.length + 1 + 40;
      const width = Math.max(BAR_MIN_WIDTH, Math.min(BAR_MAX_WIDTH, (out.columns ?? 80) - fixed));
      out.write(`\r\x1b[K${label} ${renderProgressLine(sent, total, width, rate)}`);
      drawnAt = now();
      drawn = true;
    };
    return {
      update(sentBytes) {
        sent = sentBytes;
        if (!ended && now() - drawnAt >= REDRAW_EVERY_MS) draw();
      },
      finish() {
        if (ended) return;
        sent = total;
        draw();
        out.write('\n');
        ended = true;
      },
      stop() {
        if (ended) return;
        if (drawn) out.write('\n');
        ended = true;
      },
    };
  }

  let logged = -1;
  const log = (percent: number) => {
    out.write(`${label} ${percent}% (${formatBytes(sent)} of ${formatBytes(total)})\n`);
    logged = percent;
  };
  return {
    update(sentBytes) {
      sent = sentBytes;
      const step = Math.floor(percentOf(sent, total) / LOG_STEP_PERCENT) * LOG_STEP_PERCENT;
      // 100% is written by finish(), once the portal has the whole file.
      if (!ended && step > logged && step < 100) log(step);
    },
    finish() {
      if (ended) return;
      sent = total;
      log(100);
      ended = true;
    },
    stop() {
      ended = true;
    },
  };
}
