// The part of fs-native-extensions' API the data-directory lock uses (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file (Linux: an open-file-description lock), or false if held. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
