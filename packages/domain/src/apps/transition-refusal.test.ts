import { describe, expect, it } from 'vitest';
import { transitionRefusal } from './transition-refusal';

describe('transition refusal', () => {
  it('names the status as the portal labels it', () => {
    expect(transitionRefusal('unpublish', 'SUBMITTED')).toBe(
      'This app is Under Review and cannot be unpublished.',
    );
    expect(transitionRefusal('withdraw', 'LIVE')).toBe(
      'This app is Published and cannot be withdrawn.',
    );
    expect(transitionRefusal('delete', 'SUSPENDED')).toBe(
      'This app is Suspended and cannot be deleted; only drafts and rejected apps can.',
    );
    expect(transitionRefusal('editPrice', 'DRAFT')).toBe(
      'This app is Draft and cannot have its price changed; only published or suspended apps can.',
    );
  });
});
