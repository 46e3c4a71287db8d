import { describe, expect, it } from 'vitest';
import {
  APP_TRANSITIONS,
  canDeleteApp,
  editModeOf,
  hasBeenPublished,
  initialStatus,
  nextState,
  type AppAction,
} from './lifecycle';
import { APP_STATUSES, type AppStatus } from './status';

// Every (action, status) pair of docs/product.md, "Application status"; anything not listed is
// refused.
const ALLOWED: Record<AppAction, Partial<Record<AppStatus, string>>> = {
  saveDraft: { DRAFT: 'DRAFT', REJECTED: 'DRAFT' },
  submit: { DRAFT: 'SUBMITTED', REJECTED: 'SUBMITTED' },
  withdraw: { SUBMITTED: 'DRAFT' },
  unpublish: { LIVE: 'DRAFT PRIVATE', SUSPENDED: 'DRAFT PRIVATE' },
  approve: { SUBMITTED: 'LIVE PUBLIC' },
  reject: { SUBMITTED: 'REJECTED' },
  suspend: { LIVE: 'SUSPENDED PRIVATE' },
  restore: { SUSPENDED: 'LIVE PUBLIC' },
};

describe('the application lifecycle', () => {
  for (const action of Object.keys(ALLOWED) as AppAction[]) {
    it.each(APP_STATUSES)(`${action} from %s`, (status) => {
      const next = nextState(action, status);
      const expected = ALLOWED[action][status];
      expect(next && [next.status, next.visibility].filter(Boolean).join(' ')).toBe(
        expected ?? null,
      );
    });
  }

  it('leaves the admin transitions to admins', () => {
    const adminOnly = Object.entries(APP_TRANSITIONS)
      .filter(([, t]) => t.by === 'admin')
      .map(([action]) => action);
    expect(adminOnly.sort()).toEqual(['approve', 'reject', 'restore', 'suspend']);
  });

  it('starts a new app as a draft or submitted', () => {
    expect(initialStatus('saveDraft')).toBe('DRAFT');
    expect(initialStatus('submit')).toBe('SUBMITTED');
  });

  it('allows delete, edit and the store actions only where the spec does', () => {
    expect(APP_STATUSES.filter(canDeleteApp)).toEqual(['DRAFT', 'REJECTED']);
    expect(APP_STATUSES.map(editModeOf)).toEqual(['form', null, 'price', 'price', 'form']);
    expect(APP_STATUSES.filter(hasBeenPublished)).toEqual(['LIVE', 'SUSPENDED']);
  });
});
