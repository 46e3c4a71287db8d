import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { STEP_NAV_STATE } from '../steps';

/** The save failure of a step, announced when it appears. */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      {message}
    </Alert>
  );
}

/** Back (when there is an earlier step) and the submit button of a step. */
export function StepActions({
  backTo,
  submitLabel = 'Continue',
  submitting,
}: {
  backTo?: string;
  submitLabel?: string;
  submitting: boolean;
}) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {backTo ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigate(backTo, { state: STEP_NAV_STATE })}
        >
          Back
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
