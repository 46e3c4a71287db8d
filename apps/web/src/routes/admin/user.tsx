import { useParams } from 'react-router';
import { AccountScreen } from '@/features/admin-users/components/account-screen';
import { useViewer } from '@/features/viewer/api/get-viewer';

export function Component() {
  const { userId = '' } = useParams();
  // The screen offers no action on the admin's own account (the server refuses them too).
  const viewer = useViewer();
  return (
    <>
      <title>User · VMU Pro Developers</title>
      <AccountScreen userId={userId} viewerId={viewer.data?.id ?? null} />
    </>
  );
}
