import { AppFormScreen } from '@/features/app-form/components/app-form-screen';

export function Component() {
  return <AppFormScreen />;
}
