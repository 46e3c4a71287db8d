import { useId, type ReactNode } from 'react';
import type { AppStatus } from '@/lib/graphql/graphql';
import { cn } from '@/lib/cn';
import { AppIcon } from './app-icon';
import { AppStatusBadge } from './app-status-badge';

interface AppCardProps {
  name: string;
  iconUrl: string | null | undefined;
  status: AppStatus;
  version: string;
  /** A step of this app is on its way. */
  busy: boolean;
  /** The card's menu, at the end of its header. */
  menu: ReactNode;
  /** The card's facts at its foot (AppCardFooterFact). */
  footer: ReactNode;
  /** The card's body. */
  children: ReactNode;
}

/** One app in a grid of app cards (My Applications, All Apps): named by its heading. */
export function AppCard({
  name,
  iconUrl,
  status,
  version,
  busy,
  menu,
  footer,
  children,
}: AppCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="flex min-w-0 flex-col rounded-xl border border-border bg-background shadow-sm"
    >
      <div className="flex items-start gap-3 p-4">
        <AppIcon name={name} url={iconUrl} />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h2 id={headingId} className="leading-tight font-semibold wrap-anywhere">
            {name}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <AppStatusBadge status={status} />
            <span>v{version}</span>
          </div>
        </div>
        {menu}
      </div>
      <div className="grid flex-1 content-start gap-3 px-4 pb-4">{children}</div>
      <dl className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-3 text-xs text-muted-foreground">
        {footer}
      </dl>
    </article>
  );
}

interface AppCardFooterFactProps {
  term: string;
  children: ReactNode;
  /** The value stands out from the muted foot (a name, the visibility). */
  strong?: boolean;
  className?: string;
}

export function AppCardFooterFact({ term, children, strong, className }: AppCardFooterFactProps) {
  return (
    <div className={cn('flex gap-1', className)}>
      <dt>{term}</dt>
      <dd className={strong ? 'font-medium wrap-anywhere text-foreground' : undefined}>
        {children}
      </dd>
    </div>
  );
}
