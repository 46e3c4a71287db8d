import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export function Component() {
  return (
    <>
      <title>Admin Dashboard · VMU Pro Developers</title>
      <AdminDashboard />
    </>
  );
}
