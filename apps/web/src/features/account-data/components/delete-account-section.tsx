import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Delete account on /profile: what it means in one line, and the dialog that does it. */
export function DeleteAccountSection({ email }: { email: string }) {
  return (
    <section aria-labelledby="delete-account-heading">
      <Card className="border-destructive/40">
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <h2 id="delete-account-heading" className="text-lg font-semibold leading-tight">
              Delete account
            </h2>
            <CardDescription>
              Your apps come off the store and your personal data is deleted. Records of sales and
              payouts are kept for the time tax law requires. Download your data first if you want a
              copy.
            </CardDescription>
          </div>
          <DeleteAccountDialog email={email} />
        </CardHeader>
      </Card>
    </section>
  );
}
