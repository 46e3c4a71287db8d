import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatValue } from './stat-value';

interface CountCardProps {
  title: string;
  icon: LucideIcon;
  /** Undefined when it could not be loaded (a dash shows). */
  value: number | undefined;
  loading: boolean;
}

/** One count of the admin app screens, a group named by its title. */
export function CountCard({ title, icon: Icon, value, loading }: CountCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-2 p-3 sm:p-5">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xs font-medium text-muted-foreground sm:text-sm">
            {title}
          </h2>
          <p className="text-2xl font-bold tabular-nums sm:text-3xl">
            {loading ? (
              <>
                <Spinner className="size-6" />
                <span className="sr-only">Loading</span>
              </>
            ) : (
              <StatValue value={value} />
            )}
          </p>
        </div>
        <Icon
          className="hidden size-7 shrink-0 text-muted-foreground sm:block"
          aria-hidden="true"
        />
      </div>
    </Card>
  );
}
