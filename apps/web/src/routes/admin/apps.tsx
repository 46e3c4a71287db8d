import { AllApps } from '@/features/admin/components/all-apps';

export function Component() {
  return (
    <>
      <title>All Apps · VMU Pro Developers</title>
      <AllApps />
    </>
  );
}
