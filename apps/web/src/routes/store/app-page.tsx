import { useParams } from 'react-router';
import { AppPageScreen } from '@/features/store/components/app-page-screen';
import { useViewer } from '@/features/viewer/api/get-viewer';

/** /store/apps/{bundleIdentifier}: one app's page. Rendered by the server too, with its data. */
export function Component() {
  const { bundleIdentifier = '' } = useParams();
  // Who is buying: asked by the browser only (the server renders the page for everyone).
  const viewer = useViewer();
  const visitor = viewer.isPending ? 'unknown' : viewer.data ? 'signed-in' : 'signed-out';
  return (
    <AppPageScreen key={bundleIdentifier} bundleIdentifier={bundleIdentifier} visitor={visitor} />
  );
}
