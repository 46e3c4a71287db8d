import type { Ref } from 'react';
import { Ban, Download, FileText, RotateCcw, UserRound } from 'lucide-react';
import { CardMenu, CardMenuItem, CardMenuSeparator } from '@/components/card-menu';
import type { AdminApplication } from '../api/list-all-applications';
import { useIsOwnAccount } from '../staff-viewer';

export type AdminAppDialog = 'details' | 'developer' | 'suspend';

interface AdminAppMenuProps {
  app: AdminApplication;
  disabled: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  onOpenDialog: (dialog: AdminAppDialog) => void;
  onDownload: () => void;
  onRestore: () => void;
}

/** The All Apps card's menu (docs/product.md, "Admin screens"). */
export function AdminAppMenu({
  app,
  disabled,
  triggerRef,
  onOpenDialog,
  onDownload,
  onRestore,
}: AdminAppMenuProps) {
  // Staff do not moderate their own apps (the server refuses it).
  const own = useIsOwnAccount(app.developer.userId);
  return (
    <CardMenu
      label={`Actions for ${app.appName}`}
      disabled={disabled}
      triggerRef={triggerRef}
      className="min-w-52"
    >
      <CardMenuItem icon={<FileText />} opensDialog onSelect={() => onOpenDialog('details')}>
        View Details
      </CardMenuItem>
      {app.assets.vmupack ? (
        <CardMenuItem icon={<Download />} onSelect={onDownload}>
          Download
        </CardMenuItem>
      ) : null}
      <CardMenuItem icon={<UserRound />} opensDialog onSelect={() => onOpenDialog('developer')}>
        View Developer
      </CardMenuItem>
      {app.status === 'LIVE' && !own ? (
        <>
          <CardMenuSeparator />
          <CardMenuItem
            icon={<Ban />}
            destructive
            opensDialog
            onSelect={() => onOpenDialog('suspend')}
          >
            Suspend App
          </CardMenuItem>
        </>
      ) : null}
      {app.status === 'SUSPENDED' && !own ? (
        <>
          <CardMenuSeparator />
          <CardMenuItem icon={<RotateCcw />} onSelect={onRestore}>
            Restore App
          </CardMenuItem>
        </>
      ) : null}
    </CardMenu>
  );
}
