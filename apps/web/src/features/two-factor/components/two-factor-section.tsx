import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  STAFF_TWO_FACTOR_KEEP_MESSAGE,
  STAFF_TWO_FACTOR_REQUIRED_MESSAGE,
  TWO_FACTOR_NEEDS_PASSWORD_MESSAGE,
} from '@vmu/domain/auth/two-factor';
import { ShieldAlert } from 'lucide-react';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import {
  makeNewBackupCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor-requests';
import { AuthenticatorSetup } from './authenticator-setup';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmDialog } from './password-confirm-dialog';

/** The anchor staff who must use it are sent to (TWO_FACTOR_SETUP_PATH). */
const SECTION_ID = 'two-factor';
export const STATUS_NOT_LOADED = 'Your two-factor sign-in settings could not be loaded.';

type Step =
  | { name: 'overview' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'backup-codes'; codes: string[]; title: string };

/**
 * Two-factor sign-in on /profile (decision 0046): turn it on (the password, the key for
 * an authenticator app, its first code, then the backup codes shown once), make new backup
 * codes, turn it off. Staff who must use it are sent here and told so.
 */
export function TwoFactorSection({ email }: { email: string }) {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'overview' });
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  // Sent here to set it up (staff): bring the section into view and say where the reader is.
  useEffect(() => {
    if (location.hash !== `#${SECTION_ID}` || !status.isSuccess) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [location.hash, status.isSuccess]);

  // Turning it on or off starts a new session (better-auth): everything is read again.
  const reloadAccount = () => queryClient.invalidateQueries();

  async function turnOn(password: string) {
    setStep({ name: 'scan', setup: await startTwoFactorSetup(password) });
  }

  async function confirmed(setup: TwoFactorSetup) {
    toast.success('Two-factor sign-in is on');
    setStep({
      name: 'backup-codes',
      codes: setup.backupCodes,
      title: 'Two-factor sign-in is on. Save your backup codes',
    });
    await reloadAccount();
  }

  async function newCodes(password: string) {
    const codes = await makeNewBackupCodes(password);
    toast.success('New backup codes made; the old ones no longer work');
    setStep({ name: 'backup-codes', codes, title: 'Your new backup codes' });
  }

  async function turnOff(password: string) {
    await turnOffTwoFactor(password);
    toast.success('Two-factor sign-in is off');
    await reloadAccount();
  }

  const data = status.data;
  return (
    <section id={SECTION_ID} aria-labelledby="two-factor-heading" className="scroll-mt-20">
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <h2
              id="two-factor-heading"
              ref={heading}
              tabIndex={-1}
              className="flex flex-wrap items-center gap-2 text-lg font-semibold leading-tight outline-none"
            >
              Two-factor sign-in
              {data ? (
                <Badge variant={data.enabled ? 'success' : 'outline'}>
                  {data.enabled ? 'On' : 'Off'}
                </Badge>
              ) : null}
            </h2>
            <CardDescription>
              After your password, GitHub or Google, signing in also asks for a code from an
              authenticator app on your phone, or one of your backup codes.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {status.isPending ? (
            <LoadingStatus label="Loading two-factor sign-in" />
          ) : status.isError ? (
            <ListFailure query={status} className="py-6">
              <p role="alert">{STATUS_NOT_LOADED}</p>
            </ListFailure>
          ) : step.name === 'scan' ? (
            <AuthenticatorSetup
              totpUri={step.setup.totpURI}
              email={email}
              onConfirmed={() => confirmed(step.setup)}
              onCancel={() => setStep({ name: 'overview' })}
            />
          ) : step.name === 'backup-codes' ? (
            <BackupCodes
              codes={step.codes}
              email={email}
              title={step.title}
              onDone={() => setStep({ name: 'overview' })}
            />
          ) : (
            <>
              {status.data.requiredForStaff && !status.data.enabled ? (
                <p className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
                  <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {STAFF_TWO_FACTOR_REQUIRED_MESSAGE}
                </p>
              ) : null}
              {status.data.enabled ? (
                <>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <PasswordConfirmDialog
                      id="new-backup-codes"
                      title="Make new backup codes"
                      description="Every backup code you have now stops working. Enter your password to continue."
                      submitLabel="Make new codes"
                      onConfirm={newCodes}
                      trigger={
                        <Button type="button" variant="outline">
                          Make new backup codes
                        </Button>
                      }
                    />
                    {status.data.requiredForStaff ? null : (
                      <PasswordConfirmDialog
                        id="turn-off-two-factor"
                        title="Turn off two-factor sign-in"
                        description="Signing in will ask only for your password, GitHub or Google. Your backup codes stop working. Enter your password to continue."
                        submitLabel="Turn off"
                        variant="destructive"
                        onConfirm={turnOff}
                        trigger={
                          <Button type="button" variant="outline">
                            Turn off
                          </Button>
                        }
                      />
                    )}
                  </div>
                  {status.data.requiredForStaff ? (
                    <p className="text-sm text-muted-foreground">{STAFF_TWO_FACTOR_KEEP_MESSAGE}</p>
                  ) : null}
                </>
              ) : status.data.passwordSet ? (
                <PasswordConfirmDialog
                  id="turn-on-two-factor"
                  title="Turn on two-factor sign-in"
                  description="Enter your password. Then add the portal to your authenticator app and enter its first code."
                  submitLabel="Continue"
                  onConfirm={turnOn}
                  trigger={
                    <Button type="button" className="w-full sm:w-fit">
                      Turn on two-factor sign-in
                    </Button>
                  }
                />
              ) : (
                <p className="text-sm text-muted-foreground">{TWO_FACTOR_NEEDS_PASSWORD_MESSAGE}</p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
