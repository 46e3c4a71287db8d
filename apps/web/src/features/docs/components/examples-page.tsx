import { Link } from '@/components/link';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { SDK_EXAMPLES, SDK_REPOSITORY_URL, exampleSourceUrl } from '../sdk-examples';

/** /examples: the SDK's example apps and where their sources are. */
export function ExamplesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>Example Apps | VMU Pro Developers</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Example Apps</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Complete projects from the VMU Pro SDK to start from. Each one builds into a .vmupack with
        the SDK packer, ready to upload as described in the{' '}
        <Link to={paths.docs} className="font-medium text-primary underline underline-offset-4">
          publishing guide
        </Link>
        .
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SDK_EXAMPLES.map((example) => (
          <li
            key={example.folder}
            className="flex flex-col gap-3 rounded-lg border border-border bg-background p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{example.name}</h2>
              <Badge variant="secondary">{example.environment}</Badge>
            </div>
            <p className="flex-1 text-sm text-muted-foreground">{example.description}</p>
            <a
              href={exampleSourceUrl(example)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 break-all text-sm font-medium text-primary underline underline-offset-4"
            >
              <code>{example.folder}</code>
              <span className="sr-only">: source of {example.name} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-muted-foreground">
        All sources are in the SDK&apos;s repository,{' '}
        <a
          href={SDK_REPOSITORY_URL}
          target="_blank"
          rel="noreferrer"
          className="break-all font-medium text-primary underline underline-offset-4"
        >
          {SDK_REPOSITORY_URL.replace('https://', '')}
        </a>
        , beside the packer (tools/packer) and the SDK&apos;s documentation.
      </p>
    </div>
  );
}
