import { useParams } from 'react-router';
import { VersionHistory } from '@/features/app-versions/components/version-history';

export function Component() {
  const { appId = '' } = useParams();
  return <VersionHistory appId={appId} />;
}
