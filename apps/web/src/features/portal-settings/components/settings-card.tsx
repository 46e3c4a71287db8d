import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface SettingsCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  description: ReactNode;
  /** Beside the heading from 640 px (e.g. Add reason). */
  action?: ReactNode;
  children: ReactNode;
}

/** One setting's section of /admin/settings: its heading, what it changes, and its controls. */
export function SettingsCard({ id, title, description, action, children }: SettingsCardProps) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <h2 id={id} className="text-lg font-semibold leading-tight">
              {title}
            </h2>
            <CardDescription>{description}</CardDescription>
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
