import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { detailsBeyondTitle } from '@/lib/alert-text';

export interface FormAlert {
  title: string;
  details: string[];
}

/**
 * Why a save did not happen, above the form's buttons. Each new alert takes the focus, so a
 * keyboard or screen-reader user at the buttons learns why nothing was saved (the list names
 * every field to fix).
 */
export function FormAlertBox({ alert }: { alert: FormAlert | null }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  if (!alert) return null;
  // The server's message may repeat the title: each sentence is shown once.
  const details = detailsBeyondTitle(alert.title, alert.details);
  return (
    <div ref={alertRef} tabIndex={-1} className="rounded-lg outline-none">
      <Alert variant="destructive" role="alert">
        <div>
          <p className="font-semibold">{alert.title}</p>
          {details.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </Alert>
    </div>
  );
}
