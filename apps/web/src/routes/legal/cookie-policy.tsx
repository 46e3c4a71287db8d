import { LegalDocument, cookiePolicy } from '@/features/legal';

export function Component() {
  return <LegalDocument {...cookiePolicy} />;
}
