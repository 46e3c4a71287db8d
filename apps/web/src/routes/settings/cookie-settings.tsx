import { CookieSettings } from '@/features/cookie-consent/components/cookie-settings';

// Rendered inside the main-area shell, which brings the header, sidebar and main#main.
export function Component() {
  return (
    <>
      <title>Cookie Settings · VMU Pro Developers</title>
      <CookieSettings />
    </>
  );
}
