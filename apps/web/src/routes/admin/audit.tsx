import { AuditLogScreen } from '@/features/audit-log/components/audit-log-screen';

export function Component() {
  return <AuditLogScreen />;
}
