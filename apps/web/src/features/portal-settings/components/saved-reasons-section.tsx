import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { moveInOrder, SAVED_REASONS_MAX } from '@vmu/domain';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import {
  useSavedRejectionReasons,
  type SavedRejectionReason,
} from '@/lib/api/saved-rejection-reasons';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import {
  useRemoveSavedReason,
  useReorderSavedReasons,
  useSaveSavedReason,
} from '../api/manage-saved-reasons';
import { REASON_ADDED, REASON_REMOVED, REASON_UPDATED, SAVE_FAILED } from '../settings-texts';
import { RemoveSavedReasonDialog } from './remove-saved-reason-dialog';
import { SavedReasonDialog } from './saved-reason-dialog';
import { SettingsCard } from './settings-card';

export const NO_SAVED_REASONS =
  'No saved reasons yet. Add the reasons you give most often, so reviewers can pick them.';

/** The rejection reasons reviewers pick from, in the order the reject dialogs list them. */
export function SavedReasonsSection() {
  const reasons = useSavedRejectionReasons();
  const save = useSaveSavedReason();
  const remove = useRemoveSavedReason();
  const reorder = useReorderSavedReasons();
  // The dialog's reason: null adds one; undefined while it is closed.
  const [editing, setEditing] = useState<SavedRejectionReason | null | undefined>(undefined);
  const [removing, setRemoving] = useState<SavedRejectionReason | null>(null);
  const list = reasons.data ?? [];
  const full = list.length >= SAVED_REASONS_MAX;

  function openEditor(reason: SavedRejectionReason | null) {
    save.reset();
    setEditing(reason);
  }

  function move(reason: SavedRejectionReason, step: -1 | 1) {
    const ids = moveInOrder(
      list.map((saved) => saved.id),
      reason.id,
      step,
    );
    reorder.mutate(ids, {
      onError: (failure) => toast.error(SAVE_FAILED, { description: serverMessageOf(failure) }),
    });
  }

  return (
    <SettingsCard
      id="saved-reasons-heading"
      title="Saved rejection reasons"
      description={`Offered in every reject dialog (developer accounts, apps and updates): picking one fills the reason, which stays editable. At most ${SAVED_REASONS_MAX}.`}
      action={
        <Button
          type="button"
          className="self-start"
          disabled={full || reasons.isPending}
          onClick={() => openEditor(null)}
        >
          <Plus aria-hidden="true" />
          Add reason
        </Button>
      }
    >
      {reasons.isPending ? (
        <LoadingStatus label="Loading saved reasons" />
      ) : reasons.isError ? (
        <ListFailure query={reasons} className="py-6">
          <p role="alert">The saved reasons could not be loaded.</p>
        </ListFailure>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_SAVED_REASONS}</p>
      ) : (
        <ol aria-label="Saved rejection reasons" className="grid gap-3">
          {list.map((reason, position) => (
            <li
              key={reason.id}
              className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto]"
            >
              <div className="grid min-w-0 gap-1">
                <h3 className="font-medium break-words">{reason.title}</h3>
                <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
                  {reason.body}
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${reason.title} up`}
                  disabled={position === 0 || reorder.isPending}
                  onClick={() => move(reason, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${reason.title} down`}
                  disabled={position === list.length - 1 || reorder.isPending}
                  onClick={() => move(reason, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${reason.title}`}
                  onClick={() => openEditor(reason)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${reason.title}`}
                  onClick={() => {
                    remove.reset();
                    setRemoving(reason);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <SavedReasonDialog
        reason={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        busy={save.isPending}
        failure={save.error ? (serverMessageOf(save.error) ?? SAVE_FAILED) : null}
        onSave={(input) =>
          save.mutate(
            { ...input, id: editing?.id ?? null },
            {
              onSuccess: () => {
                toast.success(editing ? REASON_UPDATED : REASON_ADDED);
                setEditing(undefined);
              },
            },
          )
        }
      />
      <RemoveSavedReasonDialog
        reason={removing}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        failure={remove.error ? (serverMessageOf(remove.error) ?? SAVE_FAILED) : null}
        onRemove={(reason) =>
          remove.mutate(reason.id, {
            onSuccess: () => {
              toast.success(REASON_REMOVED);
              setRemoving(null);
            },
          })
        }
      />
    </SettingsCard>
  );
}
