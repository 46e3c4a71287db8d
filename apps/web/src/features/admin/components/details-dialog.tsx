import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryButton } from '@/components/retry-button';
import { LoadingStatus } from '@/components/loading-status';
import {
  Dialog,
  DialogContent,
  DialogTrigger,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessageOf } from '../review-failure';

interface DetailsDialogProps<Data> {
  title: string;
  description: string;
  /** The dialog's width. */
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it is not opened from elsewhere (a menu). */
  trigger?: ReactNode;
  /** Where focus goes on closing; by default, back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The record's query, run while the dialog is open. */
  query: UseQueryResult<Data>;
  /** What could not be loaded, as a sentence ('The details could not be loaded.'). */
  failure: string;
  children: (data: Data) => ReactNode;
}

/** A read-only dialog on one record (an app, a developer, a version): loading, failure with Retry, body. */
export function DetailsDialog<Data>({
  title,
  description,
  className,
  open,
  onOpenChange,
  trigger,
  onCloseAutoFocus,
  query,
  failure,
  children,
}: DetailsDialogProps<Data>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <LoadingStatus />
        ) : query.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p>
              {failure} {serverMessageOf(query.error) ?? 'Please try again.'}
            </p>
            <RetryButton query={query} size="sm" />
          </div>
        ) : (
          children(query.data)
        )}
      </DialogContent>
    </Dialog>
  );
}

interface HistoryEntryProps {
  title: ReactNode;
  /** When it happened (ISO), shown as `when`. */
  at: string;
  when: string;
  children: ReactNode;
}

/** One event of a record's history: what happened and when, then who and why. */
export function HistoryEntry({ title, at, when, children }: HistoryEntryProps) {
  return (
    <li className="rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{title}</span>
        <time dateTime={at} className="text-muted-foreground">
          {when}
        </time>
      </div>
      {children}
    </li>
  );
}
