import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  AccountDetailsSchema,
  BACK_TO_REVIEW_WARNING,
  changedReviewedDetails,
  DEVELOPER_DETAIL_LIMITS,
  detailsChangeNeedsReview,
  detailsChangeRefusal,
  reviewedDetailsOf,
  type AccountDetails,
  type AccountDetailsInput,
} from '@vmu/domain';
import { COUNTRY_OPTIONS, DEVELOPER_DETAIL_FIELDS } from '@/components/developer-detail-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { GraphQLRequestError } from '@/lib/graphql';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import type { AccountDetailsProfile } from '../api/get-account-details';
import { useUpdateAccountDetails } from '../api/update-account-details';
import { BackToReviewDialog } from './back-to-review-dialog';

export const DETAILS_SAVED = 'Your details are saved.';
export const DETAILS_NOT_SAVED = 'Your details could not be saved. Please try again.';

// The onboarding's text fields without the company name, which follows the account type here.
const PERSON_FIELDS = DEVELOPER_DETAIL_FIELDS.filter((field) => field.name !== 'companyName');

function formValuesOf(profile: AccountDetailsProfile): AccountDetailsInput {
  const { personalInfo: person, businessInfo: business } = profile;
  return {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    address: person.address ?? '',
    city: person.city ?? '',
    postalCode: person.postalCode ?? '',
    country: person.country,
    accountType: business.accountType,
    companyName: business.companyName ?? '',
    legalName: business.legalName,
  };
}

/**
 * Personal and business details (decisions 0044 and 0057): the onboarding's fields and rules, the
 * account type and legal name. While a typed detail staff verified differs from the saved one,
 * the form says before saving that it sends the account back to review (saving asks to confirm),
 * or that it cannot be changed (a new country once a payment account exists).
 */
export function AccountDetailsForm({ profile }: { profile: AccountDetailsProfile }) {
  const update = useUpdateAccountDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AccountDetails | null>(null);
  const { form, formRef } = useFormWithErrorFocus<AccountDetailsInput, unknown, AccountDetails>({
    resolver: zodResolver(AccountDetailsSchema),
    defaultValues: formValuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control });

  const status = profile.developerStatus.status ?? null;
  const changed = changedReviewedDetails(
    reviewedDetailsOf({ ...profile.personalInfo, ...profile.businessInfo }),
    // What would be stored: an individual keeps no company name.
    reviewedDetailsOf({
      ...typed,
      companyName: typed.accountType === 'business' ? typed.companyName : '',
    }),
  );
  // The domain decides, as the server does: refused outright, or back to review after a confirm.
  const refusal = detailsChangeRefusal({
    status,
    changed,
    hasPaymentAccount: profile.stripeInfo.accountStatus !== 'not_started',
  });
  const needsReview = !refusal && detailsChangeNeedsReview({ status, changed });

  async function save(details: AccountDetails, confirmReview: boolean) {
    setFailure(null);
    try {
      const result = await update.mutateAsync({ input: details, confirmReview });
      setConfirming(null);
      if (result.sentToReview) {
        // A new page load: the session's account is pending now, and every screen's data with it.
        window.location.assign(paths.pendingVerification);
        return;
      }
      form.reset(details);
      toast.success(DETAILS_SAVED);
    } catch (error) {
      // The account became a seller since the page loaded: ask, as the form would have.
      if (error instanceof GraphQLRequestError && error.code === 'REVIEW_CONFIRMATION_REQUIRED') {
        setConfirming(details);
        return;
      }
      const message = serverMessageOf(error);
      if (message === undefined) console.error(DETAILS_NOT_SAVED, error);
      setConfirming(null);
      setFailure(message ?? DETAILS_NOT_SAVED);
    }
  }

  const submit = form.handleSubmit((details) => {
    if (refusal) return setFailure(refusal);
    return needsReview ? setConfirming(details) : save(details, false);
  });
  const business = typed.accountType === 'business';

  return (
    <>
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {PERSON_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`details-${field.name}`}
              label={field.label}
              error={errors[field.name]?.message}
              limit={{
                value: typed[field.name] ?? '',
                max: DEVELOPER_DETAIL_LIMITS[field.name].max,
              }}
              className={field.name === 'address' ? 'sm:col-span-2' : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete={field.autoComplete}
                  {...form.register(field.name)}
                />
              )}
            </FormField>
          ))}
          <FormField
            id="details-country"
            label="Country"
            description="Where you or your business are based."
            error={errors.country?.message}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <SearchableSelect
                    {...control}
                    ref={field.ref}
                    options={COUNTRY_OPTIONS}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Search for your country"
                    emptyText="No country matches"
                    listLabel="Countries"
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id="details-account-type"
            label="Account type"
            error={errors.accountType?.message}
            // Beside the country, whose help text makes the row taller: keep to the top.
            className="content-start"
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('accountType')}>
                {ACCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ACCOUNT_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {business ? (
            <FormField
              id="details-companyName"
              label="Company name"
              error={errors.companyName?.message}
              limit={{
                value: typed.companyName ?? '',
                max: DEVELOPER_DETAIL_LIMITS.companyName.max,
              }}
            >
              {(control) => (
                <Input {...control} autoComplete="organization" {...form.register('companyName')} />
              )}
            </FormField>
          ) : null}
          <FormField
            id="details-legalName"
            label="Legal name"
            description={
              business
                ? 'The registered name of your business, as on its official documents.'
                : 'Your full name as on your ID.'
            }
            error={errors.legalName?.message}
            limit={{ value: typed.legalName ?? '', max: DEVELOPER_DETAIL_LIMITS.legalName.max }}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input {...control} autoComplete="name" {...form.register('legalName')} />
            )}
          </FormField>
        </div>
        {/* Said once: after a refused save the sentence is the failure below, not also here. */}
        {needsReview || (refusal && failure !== refusal) ? (
          <Alert variant="warning" role="status">
            <TriangleAlert aria-hidden="true" />
            <p>{refusal ?? BACK_TO_REVIEW_WARNING}</p>
          </Alert>
        ) : null}
        {failure ? (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            Save details
          </Button>
        </div>
      </form>
      <BackToReviewDialog
        open={confirming !== null}
        busy={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? void save(confirming, true) : undefined)}
      />
    </>
  );
}
