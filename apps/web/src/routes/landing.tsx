import { Link } from '@/components/link';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import {
  BuyDevicePanel,
  DeveloperKitPanel,
  Hero,
  QuickStart,
  ResourceCards,
} from '@/features/marketing';
// Straight from its file, not the feature's index: the articles' text stays out of this page.
import { NewsTeaserList } from '@/features/news/components/news-teaser-list';

export function Component() {
  return (
    <>
      <title>VMU Pro Developers: publish apps and games on the VMU Pro store</title>
      <Hero />
      <QuickStart />
      <ResourceCards />
      <section aria-labelledby="news-title" className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="news-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Latest news
          </h2>
          <Link
            to={paths.news}
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            All news <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-8">
          <NewsTeaserList headingLevel={3} />
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 md:grid-cols-2">
        <BuyDevicePanel />
        <DeveloperKitPanel />
      </div>
    </>
  );
}
