import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';

export function Component() {
  return (
    <>
      <title>Analytics · VMU Pro Developers</title>
      <AnalyticsScreen />
    </>
  );
}
