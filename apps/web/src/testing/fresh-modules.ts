import { vi } from 'vitest';

// The web project's files share their worker's jsdom window and the packages it has loaded
// (React, Radix, MSW, axe: `isolate: false` in vite.config.ts), which saves a process, a jsdom
// and those imports per file (decision 0026). The app's own modules are evaluated anew for each
// file, as in a process of its own: a file's `vi.mock` then reaches every screen it renders, and
// module state (the toaster, stored choices, caches) starts empty. Runs before setup.ts, so the
// request mocks and hooks it sets up are the ones the file's tests import.
vi.resetModules();
