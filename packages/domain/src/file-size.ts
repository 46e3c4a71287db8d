import { BYTES_PER_MB } from './limits';

// One way to write a file's size, wherever a package or an image is shown (the store, the app
// form, the version history, the admin screens): the same file never reads '< 0.1 MB' on one
// screen and '15 KB' on another (decision 0051).

const KB = 1024;

const GB = 1024 * BYTES_PER_MB;

/**
 * Bytes for people: '512 B', '15 KB', '1.5 MB', '46.6 GB' (binary units, as the upload limits
 * are; gigabytes for a disk's space); 'Unknown' for a size nobody recorded.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) {
    return 'Unknown';
  }
  if (bytes < KB) return `${bytes} B`;
  // Below a megabyte in whole kilobytes; 1023.6 KB would round to '1024 KB', so it is '1.0 MB'.
  if (bytes < BYTES_PER_MB - KB / 2) return `${Math.round(bytes / KB)} KB`;
  // 1023.96 MB would round to '1024.0 MB', so it is '1.0 GB'.
  if (bytes < GB - BYTES_PER_MB / 20) return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`;
  return `${(bytes / GB).toFixed(1)} GB`;
}
