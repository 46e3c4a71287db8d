#!/usr/bin/env node
// In the workspace the CLI runs from its TypeScript sources: tsx loads them (Node 20 cannot).
// Developers outside it download the single-file bundle the portal serves (decision 0053).
import { register } from 'tsx/esm/api';

register();
await import('../src/process-main.ts');
