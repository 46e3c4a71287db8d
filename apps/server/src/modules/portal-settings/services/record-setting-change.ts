import { PORTAL_SETTING_LABELS, type PortalSettingKey } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { recordAuditEvent } from '../../audit-log';

/** A change of one setting in the audit log: who, and the value before and after, as text. */
export function recordSettingChange(
  tx: Database,
  change: {
    actorId: string;
    setting: PortalSettingKey;
    old: string | boolean | null;
    new: string | boolean | null;
    details?: Record<string, unknown>;
  },
) {
  return recordAuditEvent(tx, {
    actorId: change.actorId,
    action: 'CHANGE_SETTING',
    targetType: 'SETTING',
    targetId: change.setting,
    targetLabel: PORTAL_SETTING_LABELS[change.setting],
    details: { ...change.details, old: change.old, new: change.new },
  });
}
