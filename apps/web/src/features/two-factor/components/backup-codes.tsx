import { useEffect, useRef } from 'react';
import { Copy, Download, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export const BACKUP_CODES_SHOWN_ONCE =
  'Save these backup codes somewhere safe, such as a password manager. Each one signs you in once if your phone is not at hand. This is the only time they are shown.';
export const BACKUP_CODES_FILE = 'vmu-pro-backup-codes.txt';

/** The codes as a file or the clipboard holds them: a line each, with what they are. */
export function backupCodesText(codes: readonly string[], email: string): string {
  return [
    `VMU Pro Developers backup codes for ${email}`,
    'Each code signs you in once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A new set of backup codes, shown this once: the warning, the codes, Copy, Download and Done.
 * Focus moves to the heading as they appear, so a screen reader starts with the warning.
 */
export function BackupCodes({
  codes,
  email,
  title,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  title: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = backupCodesText(codes, email);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Backup codes not copied', error);
      toast.error('The codes could not be copied', {
        description: 'Select them and copy them yourself, or download them.',
      });
      return;
    }
    toast.success('Backup codes copied');
  }

  return (
    <div className="grid min-w-0 gap-4" aria-labelledby="backup-codes-heading" role="group">
      <h3
        id="backup-codes-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold outline-none"
      >
        {title}
      </h3>
      <p className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {BACKUP_CODES_SHOWN_ONCE}
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-border bg-muted/40 p-4 font-mono text-base min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={() => saveFile(BACKUP_CODES_FILE, text)}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
        <Button type="button" className="sm:ml-auto" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
