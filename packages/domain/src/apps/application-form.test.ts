import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  APP_NAME_REQUIRED_FOR_DRAFT,
  ApplicationFormSchema,
  createPriceInvalid,
  FREE_APP_PRICE,
  LEGAL_URL_INVALID,
  SHORT_DESCRIPTION_TOO_LONG,
  missingForReview,
  priceCentsOf,
  withSaveDefaults,
  storedPegiRating,
  type ApplicationFormInput,
} from './application-form';
import { SCREENSHOT_ADDED_TWICE } from './assets';
import { BUNDLE_IDENTIFIER_REQUIRED } from './bundle-identifier';

const parse = (input: ApplicationFormInput) => z.safeParse(ApplicationFormSchema, input);
const firstMessage = (input: ApplicationFormInput) => parse(input).error?.issues[0]?.message;

const complete: ApplicationFormInput = {
  appName: 'Star Hopper',
  bundleIdentifier: 'com.example.starhopper',
  appType: 'game',
  pricingType: 'paid',
  price: 4.5,
  currency: 'GBP',
  shortDescription: 'Hop between stars.',
  longDescription: 'A longer story about hopping.',
  pegiRating: 'PEGI_7',
  assets: {
    vmupack: 'packages/u/1.vmupack',
    vmuIcon: 'public/u/2/icon.bmp',
    webIcon: 'public/u/3/icon.png',
    heroBanner: 'public/u/4/hero.png',
    vmuBanner: 'public/u/5/banner.png',
    screenshots: ['public/u/6/shot.png'],
  },
};

describe('ApplicationFormSchema: what a draft needs', () => {
  it('needs the app name and the bundle identifier, with the spec messages', () => {
    expect(firstMessage({ appName: '  ', bundleIdentifier: 'com.example.a' })).toBe(
      APP_NAME_REQUIRED_FOR_DRAFT,
    );
    expect(firstMessage({ appName: 'A', bundleIdentifier: '' })).toBe(BUNDLE_IDENTIFIER_REQUIRED);
  });

  it('accepts a draft with only those two and fills the rest with empties', () => {
    const result = parse({ appName: ' Star ', bundleIdentifier: 'com.example.a' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      appName: 'Star',
      currency: 'USD',
      shortDescription: '',
      assets: { screenshots: [], vmupack: null },
    });
  });

  it('limits the short description to 160 characters', () => {
    const base = { appName: 'A', bundleIdentifier: 'com.example.a' };
    expect(parse({ ...base, shortDescription: 'x'.repeat(160) }).success).toBe(true);
    expect(firstMessage({ ...base, shortDescription: 'x'.repeat(161) })).toBe(
      SHORT_DESCRIPTION_TOO_LONG,
    );
  });

  it('takes only http(s) addresses for the legal pages', () => {
    const base = { appName: 'A', bundleIdentifier: 'com.example.a' };
    expect(parse({ ...base, privacyPolicyUrl: 'https://example.com/privacy' }).success).toBe(true);
    expect(firstMessage({ ...base, privacyPolicyUrl: 'javascript:alert(1)' })).toBe(
      LEGAL_URL_INVALID,
    );
    expect(firstMessage({ ...base, termsAndConditionsUrl: 'example.com' })).toBe(LEGAL_URL_INVALID);
  });

  it('prices a paid app at 1.00-99.00 in steps of 0.50, and a free app not at all', () => {
    const base = { appName: 'A', bundleIdentifier: 'com.example.a', pricingType: 'paid' as const };
    expect(parse({ ...base, price: 99 }).success).toBe(true);
    expect(firstMessage({ ...base, price: 99.5 })).toBe(createPriceInvalid('USD'));
    expect(firstMessage({ ...base, price: 1.25 })).toBe(createPriceInvalid('USD'));
    expect(firstMessage({ ...base, price: 0.5 })).toBe(
      'Price must be between $1.00 and $99.00 in steps of $0.50',
    );
    // In the currency the form chose, not always dollars.
    expect(firstMessage({ ...base, currency: 'EUR', price: 0.5 })).toBe(
      'Price must be between €1.00 and €99.00 in steps of €0.50',
    );
    expect(firstMessage({ ...base, currency: 'GBP', price: 100 })).toBe(
      'Price must be between £1.00 and £99.00 in steps of £0.50',
    );
    expect(firstMessage({ ...base, pricingType: 'free', price: 3 })).toBe(FREE_APP_PRICE);
  });

  it('refuses a sixth screenshot', () => {
    const result = parse({
      appName: 'A',
      bundleIdentifier: 'com.example.a',
      assets: { screenshots: ['1', '2', '3', '4', '5', '6'] },
    });
    expect(result.error?.issues[0]?.message).toBe('Maximum 5 screenshots allowed');
  });

  it('refuses the same screenshot listed twice', () => {
    const result = parse({
      appName: 'A',
      bundleIdentifier: 'com.example.a',
      assets: { screenshots: ['public/u/1/a.png', 'public/u/2/b.png', 'public/u/1/a.png'] },
    });
    expect(result.error?.issues[0]?.message).toBe(SCREENSHOT_ADDED_TWICE);
    expect(result.error?.issues[0]?.path).toEqual(['assets', 'screenshots']);
    expect(
      parse({
        appName: 'A',
        bundleIdentifier: 'com.example.a',
        assets: { screenshots: ['public/u/1/a.png', 'public/u/2/b.png'] },
      }).success,
    ).toBe(true);
  });
});

describe('missingForReview', () => {
  const parsed = (input: ApplicationFormInput) => ApplicationFormSchema.parse(input);

  it('is empty for a complete paid game', () => {
    expect(missingForReview(parsed(complete))).toEqual([]);
  });

  it('lists every missing part of a bare draft', () => {
    expect(missingForReview(parsed({ appName: 'A', bundleIdentifier: 'com.example.a' }))).toEqual([
      'App Type',
      'Pricing',
      'Short Description',
      'Long Description',
      'VMU Icon',
      'Web Icon',
      'Hero Banner',
      'VMU Banner',
      'App Binary',
      'Screenshots',
    ]);
  });

  it('wants a PEGI rating only for games and a price only for paid apps', () => {
    expect(missingForReview(parsed({ ...complete, pegiRating: null }))).toEqual(['PEGI Rating']);
    expect(missingForReview(parsed({ ...complete, appType: 'app', pegiRating: null }))).toEqual([]);
    expect(missingForReview(parsed({ ...complete, price: null }))).toEqual(['Price']);
    expect(missingForReview(parsed({ ...complete, pricingType: 'free', price: null }))).toEqual([]);
  });
});

describe('withSaveDefaults and priceCentsOf', () => {
  it('fills empty descriptions, type and PEGI with the save defaults', () => {
    const saved = withSaveDefaults(
      ApplicationFormSchema.parse({ appName: 'Star', bundleIdentifier: 'com.example.a' }),
    );
    expect(saved).toMatchObject({
      shortDescription: 'Star application',
      longDescription: 'Star application',
      appType: 'app',
      // An app is never asked for a rating, so it has none; a game's draft takes PEGI 3.
      pegiRating: null,
      price: 0,
    });
    const game = ApplicationFormSchema.parse({
      appName: 'Star',
      bundleIdentifier: 'com.example.a',
      appType: 'game',
    });
    expect(withSaveDefaults(game).pegiRating).toBe('PEGI_3');
  });

  it('stores a rating for a game only, as given', () => {
    expect(storedPegiRating('game', 'PEGI_12')).toBe('PEGI_12');
    expect(storedPegiRating('game', null)).toBe('PEGI_3');
    expect(storedPegiRating('app', 'PEGI_3')).toBeNull();
    expect(storedPegiRating(undefined, 'PEGI_3')).toBeNull();
  });

  it('keeps what the developer wrote', () => {
    const saved = withSaveDefaults(ApplicationFormSchema.parse(complete));
    expect(saved).toMatchObject({ shortDescription: 'Hop between stars.', pegiRating: 'PEGI_7' });
  });

  it('stores whole cents', () => {
    expect(priceCentsOf(ApplicationFormSchema.parse(complete))).toBe(450);
    expect(
      priceCentsOf(ApplicationFormSchema.parse({ ...complete, pricingType: 'free', price: 0 })),
    ).toBe(0);
  });
});
