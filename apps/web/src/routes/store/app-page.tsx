import { useParams } from 'react-router';
import { AppPageScreen } from '@/features/store/components/app-page-screen';

/** /store/apps/{bundleIdentifier}: one app's page. Rendered by the server too, with its data. */
export function Component() {
  const { bundleIdentifier = '' } = useParams();
  return <AppPageScreen key={bundleIdentifier} bundleIdentifier={bundleIdentifier} />;
}
