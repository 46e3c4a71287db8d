import { describe, expect, it } from 'vitest';
import { moderationRefusal, transitionRefusal } from './transition-refusal';

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

  it("names the app's state when an admin's step does not apply", () => {
    expect(moderationRefusal('approve', 'DRAFT')).toBe(
      'This app is a draft and has not been submitted for review. Only apps under review can be approved.',
    );
    expect(moderationRefusal('restore', 'LIVE')).toBe(
      'This app is published. Only suspended apps can be restored.',
    );
  });
});
