// What a command may touch of the world, passed in so tests run commands without a terminal,
// the user's home or the process's environment.

export type OutputStream = {
  write(text: string): unknown;
  /** True on a terminal: the progress bar redraws one line; false in CI logs and pipes. */
  isTTY?: boolean;
  columns?: number;
};

export type InputStream = NodeJS.ReadableStream & { isTTY?: boolean };

export type CliContext = {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  homedir: string;
  cwd: string;
  /** Sends HTTP requests; the global fetch outside tests. */
  fetch: typeof fetch;
};
