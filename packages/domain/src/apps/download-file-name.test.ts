import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  it.each([
    ['Star Hopper', '1.2.0', 'Star_Hopper-v1.2.0.vmupack'],
    ['Café Racer', '2.0.1', 'Caf__Racer-v2.0.1.vmupack'],
    ['AC/DC: Live', '1.0.0', 'AC_DC__Live-v1.0.0.vmupack'],
    ['Rocket 🚀 Run', '0.9.0', 'Rocket___Run-v0.9.0.vmupack'],
    ['snake_case-name', '1.0.0', 'snake_case-name-v1.0.0.vmupack'],
    ['../../etc/passwd', '1.0.0', '______etc_passwd-v1.0.0.vmupack'],
  ])('%s v%s -> %s', (name, version, expected) => {
    expect(downloadFileName(name, version)).toBe(expected);
  });
});
