import { AppReview } from '@/features/admin/components/app-review';
import { StaffViewerProvider } from '@/features/admin/staff-viewer';
import { useViewer } from '@/features/viewer/api/get-viewer';

export function Component() {
  // No decision is offered on the staff member's own account or apps (the server refuses them).
  const viewer = useViewer();
  return (
    <>
      <title>App Review · VMU Pro Developers</title>
      <StaffViewerProvider viewerId={viewer.data?.id ?? null}>
        <AppReview />
      </StaffViewerProvider>
    </>
  );
}
