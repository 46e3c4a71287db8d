import { describe, expect, it } from 'vitest';
import { APP_NAME_MAX_LENGTH } from '../limits';
import { ApplicationFormSchema } from './application-form';
import { packageBelongsToApp, suggestedAppName } from './versions';

const LONG = 'Star Hopper: The Complete Chronicles of the Outer Rim Deluxe Edition (60+ chars)';

describe("a package's name and the App Name", () => {
  it('suggests the name itself when it fits, else a valid App Name cut at a space', () => {
    expect(suggestedAppName('  Star   Hopper ')).toBe('Star Hopper');
    const suggested = suggestedAppName(LONG);
    expect(suggested).toBe('Star Hopper: The Complete Chronicles of the Outer');
    expect(Array.from(suggested).length).toBeLessThanOrEqual(APP_NAME_MAX_LENGTH);
    expect(
      ApplicationFormSchema.safeParse({ appName: suggested, bundleIdentifier: 'com.example.a' })
        .success,
    ).toBe(true);
    expect(suggestedAppName('x'.repeat(80))).toBe('x'.repeat(APP_NAME_MAX_LENGTH));
  });

  it('keeps a package named longer than an App Name as a build of the app named as suggested', () => {
    const app = { appName: suggestedAppName(LONG), livePackageName: null };
    expect(packageBelongsToApp(LONG, app)).toBe(true);
    expect(packageBelongsToApp('Another Game', app)).toBe(false);
  });
});
