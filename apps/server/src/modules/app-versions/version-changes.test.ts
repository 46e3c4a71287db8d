import { describe, expect, it } from 'vitest';
import { EMPTY_ASSET_KEYS } from '../../db/schema/apps';
import { updateFormTarget } from './services/update-form-target';
import { versionChanges } from './version-changes';

const live = {
  currentVersion: '1.0.0',
  vmupackSize: 300,
  extractedAppName: 'Space Chase',
  shortDescription: 'Chase comets',
  longDescription: 'Across the galaxy',
  ageRating: { pegi: 'PEGI_7', esrb: null, regional: {} },
  termsAndConditionsUrl: null,
  privacyPolicyUrl: null,
  assets: {
    ...EMPTY_ASSET_KEYS,
    vmupack: 'p1',
    webIcon: 'w1',
    screenshots: { web: ['s1', 's2'], vmu: [] },
  },
};

const update = {
  isUpdate: true,
  versionNumber: '1.1.0',
  fileSize: 420,
  packageName: 'Space Chase',
  listing: {
    shortDescription: 'Chase comets',
    longDescription: 'Across the galaxy',
    pegiRating: 'PEGI_7',
    termsAndConditionsUrl: null,
    privacyPolicyUrl: null,
    assets: { ...live.assets, vmupack: 'p2', screenshots: { web: ['s2', 's1'], vmu: [] } },
  },
};

describe('versionChanges', () => {
  it('lists the version, the package size, then the listing fields that differ; the same package name is no change', () => {
    expect(versionChanges(update, live)).toEqual([
      {
        field: 'version',
        label: 'Version',
        kind: 'TEXT',
        before: '1.0.0',
        after: '1.1.0',
        beforeKeys: [],
        afterKeys: [],
      },
      {
        field: 'packageSize',
        label: 'Package Size',
        kind: 'TEXT',
        before: '300',
        after: '420',
        beforeKeys: [],
        afterKeys: [],
      },
      {
        field: 'screenshots',
        label: 'Screenshots',
        kind: 'FILES',
        before: null,
        after: null,
        beforeKeys: ['s1', 's2'],
        afterKeys: ['s2', 's1'],
      },
    ]);
  });

  it('names a renamed package, and lists nothing of the package before a draft has one', () => {
    expect(
      versionChanges({ ...update, packageName: 'Space Chase DX' }, live).map((c) => c.field),
    ).toContain('packageName');
    const draft = { ...update, versionNumber: '1.0.0', fileSize: null, packageName: null };
    expect(versionChanges(draft, live).map((c) => c.field)).toEqual(['screenshots']);
  });

  it('is empty for a submission of the app itself', () => {
    expect(versionChanges({ ...update, isUpdate: false, listing: null }, live)).toEqual([]);
  });
});

describe('updateFormTarget', () => {
  const row = (
    reviewStatus: 'DRAFT' | 'PENDING' | 'REJECTED' | 'APPROVED' | 'WITHDRAWN',
    versionNumber = '1.1.0',
  ) => ({
    isUpdate: true,
    reviewStatus,
    versionNumber,
  });

  it('is the open update, or a rejected one still newer than the live version', () => {
    expect(updateFormTarget(row('DRAFT', '1.0.0'), '1.0.0')?.reviewStatus).toBe('DRAFT');
    expect(updateFormTarget(row('PENDING'), '1.0.0')?.reviewStatus).toBe('PENDING');
    expect(updateFormTarget(row('REJECTED'), '1.0.0')?.reviewStatus).toBe('REJECTED');
    expect(updateFormTarget(row('REJECTED'), '1.1.0')).toBeNull();
    expect(updateFormTarget(row('WITHDRAWN'), '1.0.0')).toBeNull();
    expect(updateFormTarget(row('APPROVED'), '1.0.0')).toBeNull();
    expect(updateFormTarget({ ...row('PENDING'), isUpdate: false }, '1.0.0')).toBeNull();
    expect(updateFormTarget(undefined, '1.0.0')).toBeNull();
  });
});
