import { PublishingGuide } from '@/features/docs';

export function Component() {
  return <PublishingGuide />;
}
