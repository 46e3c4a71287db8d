import type { LegalDocumentContent } from '../types';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

// One layout for the four legal pages: title, date, table of contents, numbered sections.
export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentContent) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <title>{`${title} | VMU Pro Developers`}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated:{' '}
          <time dateTime={lastUpdated}>
            {longDate.format(new Date(`${lastUpdated}T00:00:00Z`))}
          </time>
        </p>
        <div className="mt-6 space-y-4 text-lg text-muted-foreground">{summary}</div>
      </header>
      <nav
        aria-labelledby="toc-title"
        className="mt-8 rounded-xl border border-border bg-muted p-6"
      >
        <h2 id="toc-title" className="text-base font-semibold">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-6"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed [&_:is(p,li)_a]:font-medium [&_:is(p,li)_a]:text-primary [&_:is(p,li)_a]:underline [&_:is(p,li)_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
