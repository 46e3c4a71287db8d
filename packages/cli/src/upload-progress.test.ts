import { describe, expect, it } from 'vitest';
import {
  createUploadProgress,
  formatBytes,
  percentOf,
  renderProgressLine,
} from './upload-progress';

const MB = 1024 * 1024;

function capture(isTTY: boolean) {
  const written: string[] = [];
  return { written, out: { isTTY, columns: 100, write: (text: string) => written.push(text) } };
}

describe('upload progress', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(14_848)).toBe('14.5 KB');
    expect(formatBytes(50 * MB)).toBe('50.0 MB');
  });

  it('says 100% only once every byte is sent', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });

  it('draws a bar of the given width with the figures and the rate', () => {
    expect(renderProgressLine(7 * MB, 14 * MB, 20, 2.3 * MB)).toBe(
      '[##########----------]  50%  7.0 MB of 14.0 MB  2.3 MB/s',
    );
    expect(renderProgressLine(0, 14 * MB, 10, null)).toBe('[----------]   0%  0 B of 14.0 MB');
    expect(renderProgressLine(14 * MB, 14 * MB, 10, null)).toBe(
      '[##########] 100%  14.0 MB of 14.0 MB',
    );
  });

  it('writes a plain line at each tenth when the output is a log, 100% once the portal has it all', () => {
    const { written, out } = capture(false);
    const progress = createUploadProgress(out, { label: 'Uploading', total: 100 * MB });
    for (let sent = 0; sent <= 100 * MB; sent += 4 * MB) progress.update(sent);
    // 4 MB steps: the first update at or past each tenth writes it, with what was sent then.
    expect(written).toEqual([
      'Uploading 0% (0 B of 100.0 MB)\n',
      'Uploading 10% (12.0 MB of 100.0 MB)\n',
      'Uploading 20% (20.0 MB of 100.0 MB)\n',
      'Uploading 30% (32.0 MB of 100.0 MB)\n',
      'Uploading 40% (40.0 MB of 100.0 MB)\n',
      'Uploading 50% (52.0 MB of 100.0 MB)\n',
      'Uploading 60% (60.0 MB of 100.0 MB)\n',
      'Uploading 70% (72.0 MB of 100.0 MB)\n',
      'Uploading 80% (80.0 MB of 100.0 MB)\n',
      'Uploading 90% (92.0 MB of 100.0 MB)\n',
    ]);
    progress.finish();
    progress.finish();
    expect(written.at(-1)).toBe('Uploading 100% (100.0 MB of 100.0 MB)\n');
    expect(written).toHaveLength(11);
    expect(written.join('')).not.toContain('\r');
  });

  it('redraws one line on a terminal, at most every 100 ms, and ends it when done', () => {
    const { written, out } = capture(true);
    let now = 0;
    const progress = createUploadProgress(out, {
      label: 'Uploading',
      total: 10 * MB,
      now: () => now,
    });
    progress.update(1 * MB);
    now = 50;
    progress.update(2 * MB); // too soon: not drawn
    now = 1000;
    progress.update(5 * MB);
    expect(written).toHaveLength(2);
    expect(written[0]).toBe(
      `\r\x1b[KUploading [${'#'.repeat(4)}${'-'.repeat(36)}]  10%  1.0 MB of 10.0 MB`,
    );
    expect(written[1]).toContain('50%  5.0 MB of 10.0 MB  5.0 MB/s');
    progress.finish();
    expect(written.slice(-2)).toEqual([expect.stringContaining('100%'), '\n']);
    progress.update(10 * MB);
    expect(written.at(-1)).toBe('\n');
  });

  it('ends a drawn line when the upload stops, so the error starts on its own line', () => {
    const { written, out } = capture(true);
    const progress = createUploadProgress(out, { label: 'Uploading', total: MB });
    progress.stop();
    expect(written).toEqual([]);
    const drawn = capture(true);
    const second = createUploadProgress(drawn.out, { label: 'Uploading', total: MB });
    second.update(1000);
    second.stop();
    expect(drawn.written.at(-1)).toBe('\n');
  });
});
