import { DeveloperDashboard } from '@/features/dashboard/components/developer-dashboard';
import { useViewer } from '@/features/viewer/api/get-viewer';

export function Component() {
  const { data: viewer } = useViewer();
  return (
    <>
      <title>Dashboard · VMU Pro Developers</title>
      <DeveloperDashboard name={viewer?.name ?? ''} />
    </>
  );
}
