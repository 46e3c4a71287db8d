import { vi } from 'vitest';

// jsdom saves no files: a screen's download (a link to an object URL, clicked) is captured here
// instead, with the file's name and contents, for the tests of exports.

export interface SavedFile {
  name: string;
  blob: Blob;
}

/** Captures every file the screen saves from now on, in order; the test's mocks restore it. */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (made: Blob) => {
        const url = `blob:saved-${blobs.size}`;
        blobs.set(url, made);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
}
