import { LegalDocument, licensingAgreement } from '@/features/legal';

export function Component() {
  return <LegalDocument {...licensingAgreement} />;
}
