import { Save, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SaveIntent } from '../form-values';

/**
 * Save Draft and Submit for Review, as both forms end (the app form and an update of a published
 * app): the button of the save under way shows a spinner, and neither can be pressed meanwhile.
 */
export function SaveButtons({
  isSubmitting,
  savingIntent,
  onSave,
}: {
  isSubmitting: boolean;
  savingIntent: SaveIntent;
  onSave: (intent: SaveIntent) => void;
}) {
  const busy = (intent: SaveIntent) => isSubmitting && savingIntent === intent;
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button
        type="button"
        variant="outline"
        disabled={isSubmitting}
        onClick={() => onSave('draft')}
      >
        {busy('draft') ? <Spinner /> : <Save aria-hidden="true" />}
        Save Draft
      </Button>
      <Button type="button" disabled={isSubmitting} onClick={() => onSave('submit')}>
        {busy('submit') ? <Spinner /> : <Send aria-hidden="true" />}
        Submit for Review
      </Button>
    </div>
  );
}
