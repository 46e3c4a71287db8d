/**
 * A session's device as people name it ('Chrome on Windows', 'Safari on iPhone'), from the
 * browser's User-Agent header. Only the common browsers and systems are told apart; anything
 * else is 'Unknown browser' or 'unknown system' rather than a guess.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  if (agent.trim() === '') return 'Unknown device';
  // A script or the command line signs in through the API, not through a browser on a system.
  if (PROGRAM.test(agent)) return 'A script or command-line tool';
  return `${browserOf(agent)} on ${systemOf(agent)}`;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and Chrome on iOS
// says CriOS; each is checked before the browser it imitates.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const PROGRAM = /^(curl|Wget|node|undici|axios|python-requests|Go-http-client|Playwright)\b/i;

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function browserOf(agent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown browser';
}

function systemOf(agent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'unknown system';
}
