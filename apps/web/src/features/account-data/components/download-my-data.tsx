import { Download } from 'lucide-react';
import { ACCOUNT_EXPORT_PATH } from '@vmu/domain';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * Download my data: the server's JSON file of the account, named by the day (the browser
 * saves it; a refusal, e.g. too many in an hour, comes back as the server's message).
 */
export function DownloadMyData() {
  return (
    <section aria-labelledby="your-data-heading">
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <h2 id="your-data-heading" className="text-lg font-semibold leading-tight">
              Your data
            </h2>
            <CardDescription>
              Download a copy of what the portal holds about you: your account, profile and
              preferences, apps, versions and review messages, payout statements, sales and
              purchases, and API tokens. It is one JSON file; passwords and token secrets are never
              in it.
            </CardDescription>
          </div>
          <a
            href={ACCOUNT_EXPORT_PATH}
            download
            className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}
          >
            <Download aria-hidden="true" />
            Download my data
          </a>
        </CardHeader>
      </Card>
    </section>
  );
}
