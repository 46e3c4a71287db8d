import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useInBrowser } from '@/lib/use-in-browser';

/** The frame of every account screen: one card, its title as the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const inBrowser = useInBrowser();
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* In the prerendered sign-in and sign-up pages (decision 0030) the fields and buttons
            are disabled until the app has taken the page over: before, the browser would send
            the form itself (the password in the address) and typing would be lost to the form. */}
        <fieldset disabled={!inBrowser} className="contents">
          {children}
        </fieldset>
        {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}

/** Centers an AuthCard in the page's main area. */
export function AuthPage({ children }: { children: React.ReactNode }) {
  return <div className="flex justify-center bg-muted/50 px-4 py-10 sm:py-16">{children}</div>;
}
