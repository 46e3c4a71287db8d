import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAccountDetails } from '../api/get-account-details';
import { AccountDetailsForm } from './account-details-form';

export const DETAILS_NOT_LOADED = 'Your details could not be loaded.';

/** Personal and business details on /profile (decision 0044), for a developer. */
export function AccountDetailsSection() {
  const details = useAccountDetails();
  return (
    <section aria-labelledby="account-details-heading">
      <Card>
        <CardHeader>
          <h2 id="account-details-heading" className="text-lg font-semibold leading-tight">
            Personal and business details
          </h2>
          <CardDescription>
            The details you gave when you set up your developer account. Our review team verified
            your legal name and country.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {details.isPending ? (
            <LoadingStatus label="Loading your details" />
          ) : details.isError ? (
            <ListFailure query={details} className="py-6">
              <p role="alert">{DETAILS_NOT_LOADED}</p>
            </ListFailure>
          ) : details.data ? (
            <AccountDetailsForm profile={details.data} />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
