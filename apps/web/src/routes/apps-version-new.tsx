import { useParams } from 'react-router';
import { UpdateFormScreen } from '@/features/app-form/components/update-form-screen';

export function Component() {
  const { appId = '' } = useParams();
  return <UpdateFormScreen key={appId} appId={appId} />;
}
