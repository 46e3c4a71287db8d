import { LegalDocument, termsOfService } from '@/features/legal';

export function Component() {
  return <LegalDocument {...termsOfService} />;
}
