import { Link } from '@/components/link';
import { BookOpen, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function ResourceCards() {
  return (
    <section aria-labelledby="resources-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="resources-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Docs and community
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col">
            <CardHeader>
              <BookOpen className="size-8 text-primary" aria-hidden="true" />
              <CardTitle>Publishing guide</CardTitle>
              <CardDescription>
                Everything the store checks, in one place: packaging with the SDK packer, asset
                sizes and formats, review, pricing, EU and UK payments, revenue share and payouts.
              </CardDescription>
            </CardHeader>
            <CardContent className="mt-auto">
              <Link className={buttonVariants({ variant: 'secondary' })} to={paths.docs}>
                Read the docs
              </Link>
            </CardContent>
          </Card>
          <Card className="flex flex-col">
            <CardHeader>
              <Users className="size-8 text-primary" aria-hidden="true" />
              <CardTitle>Community</CardTitle>
              <CardDescription>
                Meet other VMU Pro developers, swap tips on squeezing a game onto a tiny screen and
                get help when a build will not behave.
              </CardDescription>
            </CardHeader>
            <CardContent className="mt-auto flex flex-wrap gap-3">
              <Link className={buttonVariants({ variant: 'secondary' })} to={paths.help}>
                Get help
              </Link>
              <Link className={buttonVariants({ variant: 'outline' })} to={paths.events}>
                Events
              </Link>
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
