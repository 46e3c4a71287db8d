import { AppReview } from '@/features/admin/components/app-review';

export function Component() {
  return (
    <>
      <title>App Review · VMU Pro Developers</title>
      <AppReview />
    </>
  );
}
