// Uploads a 50 MB .vmupack through the built portal (dist/server.js in a child process, local
// storage), as the browser does (a signed upload URL) and through the developer API with a token
// (POST /api/v1/apps/{bundleIdentifier}/versions, decision 0043), and prints each upload's
// throughput and the server's peak memory growth during it, and the extract-metadata time for a 1
// MB and a 50 MB package. Budgets (README.md, "Benchmarks"): memory growth under 32 MB for either
// upload; extraction under 10 ms and the same for both sizes within noise. Exits 1 when over.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buildVmupack } from '@vmu/vmupack';
import { developerApiAuthorization, developerApiVersionsPath } from '@vmu/domain';
import { sleep, startBuiltServer, type BuiltServer } from './lib/built-server';
import { bundleServerHooks } from './lib/server-hooks';

const BUDGET = { memoryGrowthMb: 32, extractionMs: 10, extractionNoiseMs: 1 } as const;
const MB = 1024 * 1024;
const EXTRACTION_RUNS = 200;
const email = 'bench-admin@bench.test';
const password = 'Bench#Upload#2025';

// A stand-in web build: this benchmark builds only the server, and the web app is not measured.
const webDist = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
const server = await startBuiltServer({
  port: Number(process.env.BENCH_PORT ?? 4519),
  env: { ADMIN_EMAILS: email, WEB_DIST_DIR: webDist },
});
const { origin, work, outbox } = server;

/** Resets the kernel's peak-RSS mark (VmHWM) of a server; false where that is not allowed. */
function resetPeak(of: BuiltServer = server): boolean {
  try {
    fs.writeFileSync(`/proc/${of.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function authPost(pathname: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${origin}/api/auth${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up, confirms the emailed code and signs in; ADMIN_EMAILS makes the user an admin. */
async function signIn(): Promise<string> {
  await authPost('/sign-up/email', { name: 'Bench Admin', email, password });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i += 1) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { text: string };
      code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1] ?? code;
    }
    if (!code) await sleep(100);
  }
  if (!code) throw new Error('no verification code in the outbox');
  await authPost('/email-otp/verify-email', { email, otp: code });
  const response = await authPost('/sign-in/email', { email, password });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function writePackage(name: string, totalBytes: number): { file: string; size: number } {
  const base = buildVmupack({ name: 'Bench Game' }).length;
  const bytes = buildVmupack({
    name: 'Bench Game',
    version: '2.0.0',
    elf: new Uint8Array(Math.max(0, totalBytes - base - 512)).fill(0x5a),
  });
  const file = path.join(work, name);
  fs.writeFileSync(file, bytes);
  return { file, size: bytes.length };
}

async function upload(cookie: string, pkg: { file: string; size: number }) {
  const requested = await fetch(`${origin}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      fileName: path.basename(pkg.file),
      fileType: 'application/octet-stream',
      fileSize: pkg.size,
      assetType: 'binary',
      appId: `temp-${Date.now()}`,
    }),
  });
  if (!requested.ok)
    throw new Error(`upload request: ${requested.status} ${await requested.text()}`);
  const { uploadURL } = (await requested.json()) as { uploadURL: string };
  const started = performance.now();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(pkg.size),
      origin,
      cookie,
    },
    body: Readable.toWeb(
      fs.createReadStream(pkg.file, { highWaterMark: 256 * 1024 }),
    ) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const body = (await put.json()) as { key?: string; error?: string };
  const seconds = (performance.now() - started) / 1000;
  if (!put.ok || !body.key) throw new Error(`upload: ${put.status} ${JSON.stringify(body)}`);
  return { key: body.key, seconds, phases: serverTiming(put) };
}

type ApiUploader = { origin: string; token: string; bundleIdentifier: string };

/** A developer's draft app and an API token that may upload builds to it (the bench's route). */
async function apiUploader(origin: string): Promise<ApiUploader> {
  const response = await fetch(`${origin}/__bench/api-upload`, { method: 'POST' });
  if (!response.ok) throw new Error(`api-upload seed: ${response.status} ${await response.text()}`);
  return { origin, ...((await response.json()) as { token: string; bundleIdentifier: string }) };
}

/** The package as the CLI sends it: its bytes as the body of the developer API's upload. */
async function apiUpload(uploader: ApiUploader, pkg: { file: string; size: number }) {
  const started = performance.now();
  const url = `${uploader.origin}${developerApiVersionsPath(uploader.bundleIdentifier)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: developerApiAuthorization(uploader.token),
      'content-type': 'application/octet-stream',
      'content-length': String(pkg.size),
    },
    body: Readable.toWeb(
      fs.createReadStream(pkg.file, { highWaterMark: 256 * 1024 }),
    ) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const body = (await response.json()) as { versionNumber?: string };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201 || body.versionNumber !== '2.0.0') {
    throw new Error(`API upload: ${response.status} ${JSON.stringify(body)}`);
  }
  return { seconds };
}

/**
 * The server's peak resident memory above what it held before `run`, in MB: the kernel's peak
 * mark where it may be reset, and samples every 2 ms either way.
 */
async function peakGrowthMb<T>(of: BuiltServer, run: () => Promise<T>) {
  await sleep(500);
  const before = of.statusKb('VmRSS');
  const exactPeak = resetPeak(of);
  let sampledPeak = before;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, of.statusKb('VmRSS'))), 2);
  try {
    const result = await run();
    const peak = exactPeak ? Math.max(of.statusKb('VmHWM'), sampledPeak) : sampledPeak;
    return { result, before, peak, exactPeak, growthMb: (peak - before) / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The developer API's upload of `big`, measured on a server of its own (with the bench's route,
 * bench/upload/hooks.ts), started fresh and warmed up with two small uploads as the browser's
 * case is: memory the browser's upload left behind would otherwise hide its growth.
 */
async function measureApiUpload(
  small: { file: string; size: number },
  big: { file: string; size: number },
) {
  const apiServer = await startBuiltServer({
    port: Number(process.env.BENCH_PORT ?? 4519) + 1,
    env: { WEB_DIST_DIR: webDist },
    nodeArgs: await bundleServerHooks('upload', 'bench/upload/hooks.ts'),
  });
  try {
    const uploader = await apiUploader(apiServer.origin);
    await apiUpload(uploader, small);
    await apiUpload(uploader, small);
    return await peakGrowthMb(apiServer, () => apiUpload(uploader, big));
  } finally {
    await apiServer.stop();
  }
}

/** The phases the server reported in Server-Timing, in ms. */
function serverTiming(response: Response): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const entry of (response.headers.get('server-timing') ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(entry);
    if (match) phases[match[1]!] = Number(match[2]);
  }
  return phases;
}

type Extraction = { total: number; session: number; lookup: number; extract: number };

async function extractionMs(cookie: string, key: string): Promise<Extraction[]> {
  const times: Extraction[] = [];
  for (let i = 0; i < EXTRACTION_RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/extract-metadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ s3Path: key }),
    });
    const body = (await response.json()) as { success: boolean; extractedVersion: string };
    const phases = serverTiming(response);
    times.push({
      total: performance.now() - started,
      session: phases.session ?? NaN,
      lookup: phases.lookup ?? NaN,
      extract: phases.extract ?? NaN,
    });
    if (!body.success || body.extractedVersion !== '2.0.0') {
      throw new Error(`extract-metadata: ${JSON.stringify(body)}`);
    }
  }
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

let failed = false;
try {
  const cookie = await signIn();
  const small = writePackage('bench-1mb.vmupack', 1 * MB);
  const big = writePackage('bench-50mb.vmupack', 50 * MB);

  // Warm up: the first upload loads code and fills pools the server keeps anyway.
  const smallUpload = await upload(cookie, small);
  await upload(cookie, small);

  const browser = await peakGrowthMb(server, () => upload(cookie, big));
  const { before, peak, exactPeak, growthMb } = browser;
  const bigUpload = browser.result;
  const throughput = big.size / MB / bigUpload.seconds;

  // Warm up extraction, then time both sizes alternately so drift affects both alike.
  await extractionMs(cookie, smallUpload.key);
  const smallTimes = await extractionMs(cookie, smallUpload.key);
  const bigTimes = await extractionMs(cookie, bigUpload.key);
  const of = (times: Extraction[], phase: keyof Extraction) => times.map((t) => t[phase]);
  const smallMedian = median(of(smallTimes, 'extract'));
  const bigMedian = median(of(bigTimes, 'extract'));
  const api = await measureApiUpload(small, big);

  console.log(
    `Upload of a ${(big.size / MB).toFixed(1)} MB package through ${origin} (local storage):`,
  );
  console.log(
    `  time        ${bigUpload.seconds.toFixed(2)} s (server: ${Object.entries(bigUpload.phases)
      .map(([phase, ms]) => `${phase} ${ms.toFixed(0)} ms`)
      .join(', ')})`,
  );
  console.log(`  throughput  ${throughput.toFixed(1)} MB/s`);
  console.log(
    `  server RSS  ${(before / 1024).toFixed(1)} MB before, peak ${(peak / 1024).toFixed(1)} MB ` +
      `(${exactPeak ? 'kernel peak mark + 2 ms samples' : '2 ms samples'})`,
  );
  console.log(
    `  peak memory growth ${growthMb.toFixed(1)} MB (budget < ${BUDGET.memoryGrowthMb} MB)`,
  );
  console.log(
    'Upload of the same package through the developer API (POST /api/v1/apps/{bundleIdentifier}/versions with a token, on a fresh server):',
  );
  console.log(
    `  time        ${api.result.seconds.toFixed(2)} s (received, read whole, stored and saved as a draft version)`,
  );
  console.log(`  throughput  ${(big.size / MB / api.result.seconds).toFixed(1)} MB/s`);
  console.log(
    `  server RSS  ${(api.before / 1024).toFixed(1)} MB before, peak ${(api.peak / 1024).toFixed(1)} MB`,
  );
  console.log(
    `  peak memory growth ${api.growthMb.toFixed(1)} MB (budget < ${BUDGET.memoryGrowthMb} MB)`,
  );
  console.log(
    `extract-metadata, ${EXTRACTION_RUNS} runs each, median / p95 in ms (extraction = the ranged ` +
      'reads of header, metadata and icon, the checks and the icon PNG, from Server-Timing):',
  );
  const row = (label: string, times: Extraction[]) =>
    console.log(
      `  ${label}  extraction ${median(of(times, 'extract')).toFixed(2)} / ${p95(of(times, 'extract')).toFixed(2)}` +
        `   whole request ${median(of(times, 'total')).toFixed(2)} / ${p95(of(times, 'total')).toFixed(2)}` +
        ` (session ${median(of(times, 'session')).toFixed(2)}, record lookup ${median(of(times, 'lookup')).toFixed(2)})`,
    );
  row('1 MB package ', smallTimes);
  row('50 MB package', bigTimes);
  console.log(
    `  budget: extraction median < ${BUDGET.extractionMs} ms, 50 MB within ${BUDGET.extractionNoiseMs} ms of 1 MB`,
  );

  if (growthMb >= BUDGET.memoryGrowthMb) {
    console.error(`Over budget: memory growth ${growthMb.toFixed(1)} MB.`);
    failed = true;
  }
  if (api.growthMb >= BUDGET.memoryGrowthMb) {
    console.error(`Over budget: memory growth of the API upload ${api.growthMb.toFixed(1)} MB.`);
    failed = true;
  }
  if (smallMedian >= BUDGET.extractionMs || bigMedian >= BUDGET.extractionMs) {
    console.error('Over budget: extraction is not under 10 ms.');
    failed = true;
  }
  if (Math.abs(bigMedian - smallMedian) > BUDGET.extractionNoiseMs) {
    console.error('Over budget: extraction time grows with the package size.');
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
