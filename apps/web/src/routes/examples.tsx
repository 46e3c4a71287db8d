import { ExamplesPage } from '@/features/docs';

export function Component() {
  return <ExamplesPage />;
}
