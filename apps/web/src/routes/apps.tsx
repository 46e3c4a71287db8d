import { MyApplications } from '@/features/my-apps/components/my-applications';

export function Component() {
  return (
    <>
      <title>My Applications · VMU Pro Developers</title>
      <MyApplications />
    </>
  );
}
