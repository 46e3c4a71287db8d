import { DeveloperReview } from '@/features/admin/components/developer-review';

export function Component() {
  return (
    <>
      <title>Developer Review · VMU Pro Developers</title>
      <DeveloperReview />
    </>
  );
}
