import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes, one way for every screen', () => {
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(15_155)).toBe('15 KB');
    expect(formatFileSize(1024 * 1024 - 100)).toBe('1.0 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    // A disk's space, as the staff dashboard shows it: gigabytes past a thousand megabytes.
    expect(formatFileSize(1023.9 * 1024 * 1024)).toBe('1023.9 MB');
    expect(formatFileSize(1024 * 1024 * 1024 - 1000)).toBe('1.0 GB');
    expect(formatFileSize(50_000_000_000)).toBe('46.6 GB');
  });

  it('says Unknown for a size nobody recorded', () => {
    expect(formatFileSize(null)).toBe('Unknown');
    expect(formatFileSize(undefined)).toBe('Unknown');
    expect(formatFileSize(Number.NaN)).toBe('Unknown');
  });
});
