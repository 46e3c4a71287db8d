import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSavedRejectionReasons } from '@/lib/api/saved-rejection-reasons';

interface SavedReasonPickerProps {
  /** Called with the picked reason's text, which fills the reason field (still editable). */
  onPick: (body: string) => void;
  disabled?: boolean;
}

/**
 * The reject dialogs' choice among the reasons staff saved on /admin/settings. Nothing shows
 * while there are none (or they could not be loaded): the reason is typed as before.
 */
export function SavedReasonPicker({ onPick, disabled }: SavedReasonPickerProps) {
  const id = useId();
  const reasons = useSavedRejectionReasons();
  const [picked, setPicked] = useState('');
  if (!reasons.data || reasons.data.length === 0) return null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Saved reason</Label>
      <NativeSelect
        id={id}
        value={picked}
        disabled={disabled}
        onChange={(event) => {
          setPicked(event.target.value);
          const reason = reasons.data.find((saved) => saved.id === event.target.value);
          if (reason) onPick(reason.body);
        }}
      >
        <option value="">Choose a saved reason to fill in…</option>
        {reasons.data.map((reason) => (
          <option key={reason.id} value={reason.id}>
            {reason.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
