import { LegalDocument, privacyPolicy } from '@/features/legal';

export function Component() {
  return <LegalDocument {...privacyPolicy} />;
}
