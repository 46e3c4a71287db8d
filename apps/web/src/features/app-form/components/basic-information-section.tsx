import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from '@/components/link';
import type { UseQueryResult } from '@tanstack/react-query';
import { APP_NAME_MAX_LENGTH, CREATE_PRICE, CURRENCIES, normalizeCreatePrice } from '@vmu/domain';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { PaymentEligibilityData } from '@/lib/api/payment-eligibility';
import { cn } from '@/lib/cn';
import type { AppFormValues } from '../form-values';
import type { useBundleIdentifierCheck } from '../hooks/use-bundle-identifier-check';
import { BundleIdentifierField } from './bundle-identifier-field';
import { DescriptionFields } from './description-fields';
import { FormSection } from './form-section';

export const selectClassName =
  'flex h-10 w-full min-w-0 rounded-md border border-muted-foreground/50 bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive sm:text-sm';

/** Ours: the eligibility check itself failed; the server still decides on save. */
export const PAYMENT_ELIGIBILITY_UNAVAILABLE =
  'Paid pricing is unavailable because your payment eligibility could not be checked.';

const CURRENCY_NAMES = { USD: 'USD (US dollar)', EUR: 'EUR (euro)', GBP: 'GBP (pound sterling)' };

/**
 * App Name, Bundle Identifier, App Type, Pricing and the descriptions
 * (docs/product.md, "App form rules").
 */
export function BasicInformationSection({
  bundle,
  paymentEligibility,
  bundleIdentifierFixed,
}: {
  bundle: ReturnType<typeof useBundleIdentifierCheck>;
  /** Shown read-only: the app has been published (decision 0013). */
  bundleIdentifierFixed: boolean;
  /**
   * The server's answer to whether the developer can charge
   * (docs/product.md, "Payment eligibility").
   */
  paymentEligibility: UseQueryResult<PaymentEligibilityData>;
}) {
  // Undefined while the answer loads: neither offered nor explained yet.
  const paidAllowed = paymentEligibility.isPending
    ? undefined
    : paymentEligibility.data?.canCharge === true;
  const paidUnavailableReason =
    paymentEligibility.data?.message ??
    (paymentEligibility.isError ? PAYMENT_ELIGIBILITY_UNAVAILABLE : null);
  const { register, control, setValue, formState } = useFormContext<AppFormValues>();
  const { errors } = formState;
  const [pricingType, appName] = useWatch({ control, name: ['pricingType', 'appName'] });
  const paidDisabled = paidAllowed !== true && pricingType !== 'paid';
  const pricingError = errors.pricingType?.message;

  return (
    <FormSection id="basic-information" title="Basic Information">
      <FormField
        id="app-form-app-name"
        label="App Name"
        error={errors.appName?.message}
        limit={{ value: appName, max: APP_NAME_MAX_LENGTH }}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('appName')} />}
      </FormField>

      <BundleIdentifierField bundle={bundle} fixed={bundleIdentifierFixed} />

      <FormField id="app-form-app-type" label="App Type" error={errors.appType?.message}>
        {(control) => (
          <select {...control} className={selectClassName} {...register('appType')}>
            <option value="">Select a type</option>
            <option value="app">App</option>
            <option value="game">Game</option>
          </select>
        )}
      </FormField>

      <fieldset
        className="grid gap-2"
        aria-describedby={pricingError ? 'app-form-pricing-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium leading-none">Pricing</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="free"
              className="size-4 accent-primary"
              {...register('pricingType')}
            />
            Free
          </label>
          <label
            className={cn(
              'flex items-center gap-2 text-sm',
              paidDisabled && 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              value="paid"
              className="size-4 accent-primary"
              disabled={paidDisabled}
              aria-describedby={paidAllowed === false ? 'app-form-paid-unavailable' : undefined}
              {...register('pricingType')}
            />
            Paid
          </label>
        </div>
        {paidAllowed === false ? (
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p id="app-form-paid-unavailable">{paidUnavailableReason}</p>
            <Link
              to={paths.payments}
              className="w-fit font-medium text-primary underline-offset-4 hover:underline"
            >
              {paymentEligibility.data?.action ?? 'Open payment setup'}
            </Link>
          </div>
        ) : null}
        <FieldError
          id={pricingError ? 'app-form-pricing-error' : undefined}
          message={pricingError}
        />
      </fieldset>

      {pricingType === 'paid' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="app-form-price"
            label="Price"
            className="content-start"
            error={errors.price?.message}
            description={`${CREATE_PRICE.min.toFixed(2)} to ${CREATE_PRICE.max.toFixed(2)}, in steps of ${CREATE_PRICE.step.toFixed(2)}`}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={CREATE_PRICE.min}
                max={CREATE_PRICE.max}
                step={CREATE_PRICE.step}
                {...register('price', {
                  // docs/product.md, "App form rules": clamped to 1-99 and rounded to the nearest
                  // 0.50; junk becomes 1.00.
                  onBlur: (event: { target: { value: string } }) =>
                    setValue('price', normalizeCreatePrice(event.target.value).toFixed(2), {
                      shouldValidate: formState.isSubmitted,
                    }),
                })}
              />
            )}
          </FormField>
          <FormField
            id="app-form-currency"
            label="Currency"
            className="content-start"
            error={errors.currency?.message}
          >
            {(control) => (
              <select {...control} className={selectClassName} {...register('currency')}>
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {CURRENCY_NAMES[currency]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : null}

      <DescriptionFields />
    </FormSection>
  );
}
