import { ContactPage } from '@/features/docs';
import { useSupportEmail } from '@/features/pending-review/api/get-review-status';

export function Component() {
  // SUPPORT_EMAIL, the address a rejected developer is given too: a public query.
  const supportEmail = useSupportEmail({ enabled: true });
  return <ContactPage supportEmail={supportEmail.data ?? null} failed={supportEmail.isError} />;
}
