import type * as React from 'react';
import { cn } from '@/lib/cn';
import { CharacterCount, characterCountOf, type CharacterLimit } from './character-count';
import { Label } from './label';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: React.ReactNode;
  /** Validation message, shown under the control and announced with it. */
  error?: string;
  /** Help text that stays visible. */
  description?: React.ReactNode;
  /** Extra content at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
  /** The field's text limit: a counter, and the field marked invalid past it. */
  limit?: CharacterLimit;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/** Label, control, help and error wired together by ids, as screen readers need them. */
export function FormField({
  id,
  label,
  error,
  description,
  labelAside,
  limit,
  className,
  children,
}: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const count = limit ? characterCountOf(limit) : null;
  const countId = `${id}-count`;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [descriptionId, count?.shown ? countId : undefined, errorId].filter(Boolean).join(' ') ||
    undefined;
  const over = count?.over ?? false;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error) || over, 'aria-describedby': describedBy })}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {limit ? <CharacterCount id={countId} limit={limit} /> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string | undefined; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
