import { describe, expect, it } from 'vitest';
import { isStepNavigation, STEP_NAV_STATE, stepRedirect } from './steps';

describe('stepRedirect (resuming onboarding)', () => {
  it('shows the first step to a developer with nothing saved', () => {
    expect(stepRedirect('country', [], false)).toBeNull();
  });

  it('sends a later step back to the first unsaved step', () => {
    expect(stepRedirect('appDetails', [], true)).toBe('/onboarding/country');
    expect(stepRedirect('developerDetails', ['country'], true)).toBe('/onboarding/app-details');
  });

  it('resumes a reload of an earlier step at the first incomplete step', () => {
    expect(stepRedirect('country', ['country'], false)).toBe('/onboarding/app-details');
    expect(stepRedirect('country', ['country', 'appDetails'], false)).toBe(
      '/onboarding/developer-details',
    );
    expect(stepRedirect('appDetails', ['appDetails', 'country'], false)).toBe(
      '/onboarding/developer-details',
    );
  });

  it('lets Back and Continue show a saved step again', () => {
    expect(stepRedirect('country', ['country', 'appDetails'], true)).toBeNull();
    expect(stepRedirect('appDetails', ['country', 'appDetails'], true)).toBeNull();
  });

  it('shows the first incomplete step itself however the developer arrives', () => {
    expect(stepRedirect('appDetails', ['country'], false)).toBeNull();
    expect(stepRedirect('developerDetails', ['country', 'appDetails'], false)).toBeNull();
  });

  it('sends a developer with every step saved to the review screen', () => {
    expect(stepRedirect('country', ['country', 'appDetails', 'developerDetails'], true)).toBe(
      '/pending-verification',
    );
  });

  it('lets a rejected developer open any saved step to correct it and resubmit', () => {
    const all = ['country', 'appDetails', 'developerDetails'];
    expect(stepRedirect('developerDetails', all, false, true)).toBeNull();
    expect(stepRedirect('country', all, true, true)).toBeNull();
    expect(stepRedirect('developerDetails', all, false, false)).toBe('/pending-verification');
  });
});

describe('isStepNavigation', () => {
  it('counts Back and Continue of this page load only, so a reload resumes', () => {
    expect(isStepNavigation(STEP_NAV_STATE)).toBe(true);
    // What history keeps after a reload: the state of an earlier page load.
    expect(isStepNavigation({ onboardingStepNav: 'an-earlier-load' })).toBe(false);
    expect(isStepNavigation({ onboardingStepNav: true })).toBe(false);
    expect(isStepNavigation(null)).toBe(false);
  });
});
