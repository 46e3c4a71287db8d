import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';

export function Component() {
  return (
    <>
      <title>Store Analytics · VMU Pro Developers</title>
      <AnalyticsScreen audience="store" />
    </>
  );
}
