import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';

export function DocsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 pt-10 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed [&_:is(p,li)_a]:font-medium [&_:is(p,li)_a]:text-primary [&_:is(p,li)_a]:underline [&_:is(p,li)_a]:underline-offset-4 [&_h3]:pt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-foreground p-4 text-sm leading-relaxed text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row is its header. */
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <ScrollRegion label={caption} className="rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], rowIndex) => (
            <tr key={rowIndex} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-2 font-medium">
                {head}
              </th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-4 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
