import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

/**
 * A screen the spec only names (docs/product.md, "Main area"): its one h1 and an honest line
 * about what is there today.
 */
export function PlaceholderPage({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  /** The short, honest line below the heading. */
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>{`${title} · VMU Pro Developers`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <Card>
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
          <div className="max-w-prose text-muted-foreground">{children}</div>
        </div>
      </Card>
    </div>
  );
}
