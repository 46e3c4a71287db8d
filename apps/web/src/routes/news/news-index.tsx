import { NewsTeaserList } from '@/features/news';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>News | VMU Pro Developers</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">News</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Announcements for developers publishing on the VMU Pro store.
      </p>
      <div className="mt-10">
        <NewsTeaserList headingLevel={2} />
      </div>
    </div>
  );
}
