import { describe, expect, it } from 'vitest';
import {
  appFormErrors,
  EMPTY_FORM_VALUES,
  requiredForReview,
  toDomainForm,
  type AppFormValues,
} from './form-values';

const ref = (key: string) => ({ key, url: `/files/${key}`, name: key, size: 1 });
const complete: AppFormValues = {
  ...EMPTY_FORM_VALUES,
  appName: 'Star Hopper',
  bundleIdentifier: 'com.example.starhopper',
  appType: 'game',
  pegiRating: 'PEGI_12',
  shortDescription: 'Hop.',
  longDescription: 'Hop between stars.',
  vmupack: ref('p'),
  vmuIcon: ref('i'),
  webIcon: ref('w'),
  heroBanner: ref('h'),
  vmuBanner: ref('v'),
  screenshots: [ref('s')],
};

describe('appFormErrors', () => {
  it('passes a complete game for review', () => {
    expect(appFormErrors(complete, 'submit')).toEqual({});
  });

  it('asks a draft for a name and an identifier only', () => {
    expect(appFormErrors(EMPTY_FORM_VALUES, 'draft')).toEqual({
      appName: 'App Name is required to save a draft',
      bundleIdentifier: 'Bundle Identifier is required to save a draft',
    });
  });

  it('asks review for the PEGI rating of games only, and for a paid app’s price', () => {
    expect(appFormErrors({ ...complete, pegiRating: '' }, 'submit')).toEqual({
      pegiRating: requiredForReview('PEGI Rating'),
    });
    expect(appFormErrors({ ...complete, appType: 'app', pegiRating: '' }, 'submit')).toEqual({});
    expect(appFormErrors({ ...complete, pricingType: 'paid', price: '' }, 'submit')).toEqual({
      price: 'Price is required for review',
    });
  });

  it('refuses a paid price off the 0.50 grid and more than 5 screenshots, even in a draft', () => {
    expect(
      appFormErrors({ ...complete, pricingType: 'paid', price: '1.25' }, 'draft').price,
    ).toMatch(/^Price must be between \$1\.00 and \$99\.00/);
    expect(
      appFormErrors({ ...complete, screenshots: ['1', '2', '3', '4', '5', '6'].map(ref) }, 'draft'),
    ).toEqual({ screenshots: 'Maximum 5 screenshots allowed' });
  });

  it('does not count blanks as descriptions', () => {
    expect(appFormErrors({ ...complete, shortDescription: '   ' }, 'submit')).toEqual({
      shortDescription: 'Short Description is required for review',
    });
  });
});

describe('toDomainForm', () => {
  it('sends no price or PEGI rating where they do not apply', () => {
    const form = toDomainForm({ ...complete, appType: 'app', pricingType: 'free', price: '5.00' });
    expect(form.price).toBeNull();
    expect(form.pegiRating).toBeNull();
    expect(form.assets).toEqual({
      vmupack: 'p',
      vmuIcon: 'i',
      webIcon: 'w',
      heroBanner: 'h',
      vmuBanner: 'v',
      screenshots: ['s'],
    });
  });
});
