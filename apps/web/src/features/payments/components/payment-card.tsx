import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** One card of the payment setup screen: an icon, an h2 and its content. */
export function PaymentCard({
  title,
  icon: Icon,
  description,
  aside,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  description?: React.ReactNode;
  /** A badge at the end of the title row. */
  aside?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            {title}
          </h2>
          {aside}
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

/** A label and its value in a card's list of facts. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-all">{children}</dd>
    </div>
  );
}
