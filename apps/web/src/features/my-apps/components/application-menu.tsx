import type { Ref } from 'react';
import { BarChart3, Copy, EyeOff, History, Pencil, Tag, Trash2, Undo2, Upload } from 'lucide-react';
import { canDeleteApp, editModeOf, hasBeenPublished, type ConfirmedAppAction } from '@vmu/domain';
import { CardMenu, CardMenuItem, CardMenuSeparator } from '@/components/card-menu';
import { paths } from '@/config/paths';
import type { DeveloperApplication } from '../api/list-developer-applications';

export type MenuDialog = 'price' | ConfirmedAppAction;

interface ApplicationMenuProps {
  app: DeveloperApplication;
  disabled: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  onOpenDialog: (dialog: MenuDialog) => void;
  onCopyStoreLink: () => void;
}

/**
 * The lifecycle step a status offers at the end of the menu
 * (docs/product.md, "Application status").
 */
function finalStepOf(status: DeveloperApplication['status']): ConfirmedAppAction | null {
  if (canDeleteApp(status)) return 'delete';
  if (status === 'SUBMITTED') return 'withdraw';
  if (hasBeenPublished(status)) return 'unpublish';
  return null;
}

const FINAL_STEPS = {
  delete: { label: 'Delete App', Icon: Trash2 },
  withdraw: { label: 'Withdraw', Icon: Undo2 },
  unpublish: { label: 'Unpublish', Icon: EyeOff },
} as const;

/** The My Applications card's menu (docs/product.md, "My Applications", "Application status"). */
export function ApplicationMenu({
  app,
  disabled,
  triggerRef,
  onOpenDialog,
  onCopyStoreLink,
}: ApplicationMenuProps) {
  const editMode = editModeOf(app.status);
  const published = hasBeenPublished(app.status);
  const finalStep = finalStepOf(app.status);

  return (
    <CardMenu
      label={`Actions for ${app.appName}`}
      disabled={disabled}
      triggerRef={triggerRef}
      className="min-w-56"
    >
      {editMode === 'form' ? (
        <CardMenuItem
          icon={<Pencil />}
          to={`${paths.createApp}?edit=${encodeURIComponent(app.appId)}`}
        >
          Edit Details
        </CardMenuItem>
      ) : editMode === 'price' ? (
        <CardMenuItem icon={<Tag />} opensDialog onSelect={() => onOpenDialog('price')}>
          Edit Price
        </CardMenuItem>
      ) : (
        <CardMenuItem icon={<Pencil />} disabled hint="In review">
          Edit Details
        </CardMenuItem>
      )}
      {/* Only a published (live or suspended) app takes an update (decision 0034). */}
      <CardMenuItem
        icon={<Upload />}
        to={published ? paths.newAppVersion(app.appId) : undefined}
        disabled={!published}
      >
        Submit New Version
      </CardMenuItem>
      <CardMenuItem icon={<History />} to={paths.appVersions(app.appId)}>
        Version History
      </CardMenuItem>
      <CardMenuItem
        icon={<BarChart3 />}
        to={`${paths.analytics}?app=${encodeURIComponent(app.appId)}`}
        disabled={!published}
      >
        View Analytics
      </CardMenuItem>
      <CardMenuItem icon={<Copy />} disabled={!published} onSelect={onCopyStoreLink}>
        Copy Store Link
      </CardMenuItem>
      {finalStep ? (
        <>
          <CardMenuSeparator />
          <CardMenuItem
            icon={<FinalStepIcon step={finalStep} />}
            destructive
            opensDialog
            onSelect={() => onOpenDialog(finalStep)}
          >
            {FINAL_STEPS[finalStep].label}
          </CardMenuItem>
        </>
      ) : null}
    </CardMenu>
  );
}

function FinalStepIcon({ step }: { step: ConfirmedAppAction }) {
  const { Icon } = FINAL_STEPS[step];
  return <Icon />;
}
