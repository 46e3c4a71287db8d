import { useFormContext } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import { BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING, bundleIdentifierTaken } from '@vmu/domain';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { AppFormValues } from '../form-values';
import type { useBundleIdentifierCheck } from '../hooks/use-bundle-identifier-check';

const ID = 'app-form-bundle-identifier';

/**
 * Bundle Identifier with the check's states (docs/product.md, "Bundle identifier check"): checking,
 * taken, available. An app that has been published keeps its identifier (the server refuses a
 * change): read-only.
 */
export function BundleIdentifierField({
  bundle,
  fixed = false,
}: {
  bundle: ReturnType<typeof useBundleIdentifierCheck>;
  fixed?: boolean;
}) {
  const { register, formState } = useFormContext<AppFormValues>();
  const { phase, identifier } = bundle.check;
  const formatError = formState.errors.bundleIdentifier?.message;
  const error = formatError ?? (phase === 'taken' ? bundleIdentifierTaken(identifier) : undefined);
  const hintId = `${ID}-hint`;
  const errorId = error ? `${ID}-error` : undefined;
  const statusId = `${ID}-status`;

  return (
    <div className="grid gap-2">
      <Label htmlFor={ID}>Bundle Identifier</Label>
      <div className="relative">
        <Input
          id={ID}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="com.example.game"
          className="pr-10 read-only:bg-muted"
          readOnly={fixed}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, errorId, statusId].filter(Boolean).join(' ')}
          {...register('bundleIdentifier', {
            onChange: (event: { target: { value: string } }) => bundle.schedule(event.target.value),
            onBlur: (event: { target: { value: string } }) => bundle.checkNow(event.target.value),
          })}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
          {phase === 'checking' ? <Spinner className="size-5 text-muted-foreground" /> : null}
          {phase === 'available' && !formatError ? (
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
          ) : null}
        </span>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {fixed
          ? BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING
          : 'Reverse-domain form, unique in the store, e.g. com.example.game'}
      </p>
      {/* Announced as it changes (the check ends while the developer may still be in the field).
          Seen as the spinner and the green check inside the field: a line of text appearing
          here would move the buttons below between a click's press and release. */}
      <p id={statusId} aria-live="polite" className="sr-only">
        {phase === 'checking' ? 'Checking availability...' : null}
        {phase === 'available' && !formatError ? 'This bundle identifier is available' : null}
      </p>
      <div aria-live="polite" className="empty:sr-only">
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}
