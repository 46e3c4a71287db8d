import { entryPathFor } from '@vmu/domain';
import { paths } from '@/config/paths';
import { CookieSettings } from '@/features/cookie-consent/components/cookie-settings';
import { useViewer } from '@/features/viewer/api/get-viewer';

// Open to every visitor: in the main-area shell for those it admits, else in the public layout
// (app/guards/any-visitor-area). The back link leads where each of them came from.
export function Component() {
  const { data: viewer } = useViewer();
  const back = viewer
    ? { to: entryPathFor(viewer), label: 'Back to Dashboard' }
    : { to: paths.home, label: 'Back to Home' };
  return (
    <>
      <title>Cookie Settings · VMU Pro Developers</title>
      <CookieSettings back={back} />
    </>
  );
}
