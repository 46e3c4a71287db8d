import { describe, expect, it } from 'vitest';
import { portalSettings } from '../../../db/schema/portal-settings';
import { testTargets } from '../../../test/harness';
import { useTestApp } from '../../../test/use-test-app';
import { isStaffTwoFactorRequired, readPortalSettings } from './read-portal-settings';

describe.each(testTargets())('reading the portal settings [%s]', (target) => {
  const t = useTestApp(target);

  it('holds every default while staff have changed nothing', async () => {
    expect(await readPortalSettings(t.db)).toBeNull();
    expect(await isStaffTwoFactorRequired(t.db)).toBe(false);
  });

  it('reads the staff two-factor switch as stored', async () => {
    await t.db.insert(portalSettings).values({ staffTwoFactorRequired: true });
    expect(await isStaffTwoFactorRequired(t.db)).toBe(true);
    expect(await readPortalSettings(t.db)).toMatchObject({
      staffTwoFactorRequired: true,
      supportEmail: null,
      noticeMessage: null,
    });
  });
});
