import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  canUnlinkSignInMethod,
  LINKABLE_SIGN_IN_METHODS,
  SIGN_IN_METHOD_LABELS,
  type LinkableSignInMethod,
  type SignInMethod,
} from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import type { AuthProvider } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { linkSignInMethod } from '../api/link-sign-in-method';
import { useUnlinkSignInMethod } from '../api/unlink-sign-in-method';
import { linkErrorMessage, refusalMessage } from '../sign-in-method-messages';

const METHOD_OF: Record<AuthProvider, SignInMethod> = {
  EMAIL: 'password',
  GITHUB: 'github',
  GOOGLE: 'google',
};
const PROVIDER_OF: Record<LinkableSignInMethod, AuthProvider> = {
  github: 'GITHUB',
  google: 'GOOGLE',
};

export type LinkedMethod = { provider: AuthProvider; linkedAt: string };

/**
 * The ways into the account on /profile (decision 0045): the password, GitHub and Google, each
 * linked or not. GitHub and Google are linked through the provider and unlinked here, never the
 * last way in (the server refuses it too).
 */
export function SignInMethodsSection({
  methods,
  offered,
}: {
  methods: readonly LinkedMethod[];
  /** The providers this server is set up for; others cannot be linked. */
  offered: Readonly<Record<LinkableSignInMethod, boolean>>;
}) {
  const linked = methods.map((method) => METHOD_OF[method.provider]);
  const linkedAt = (method: SignInMethod) =>
    methods.find((m) => METHOD_OF[m.provider] === method)?.linkedAt;
  const [unlinking, setUnlinking] = useState<LinkableSignInMethod | null>(null);
  const [linking, setLinking] = useState<LinkableSignInMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useLinkOutcome(setFailure);

  const link = async (method: LinkableSignInMethod) => {
    setFailure(null);
    setLinking(method);
    try {
      await linkSignInMethod(method);
    } catch (error) {
      setLinking(null);
      setFailure(refusalMessage(error, `${SIGN_IN_METHOD_LABELS[method]} could not be linked.`));
    }
  };

  return (
    <section aria-labelledby="sign-in-methods-heading">
      <Card>
        <CardHeader>
          <h2 id="sign-in-methods-heading" className="text-lg font-semibold leading-tight">
            Sign-in methods
          </h2>
          <CardDescription>
            Link GitHub or Google to sign in with them too. Your account always keeps at least one
            way to sign in.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {failure ? (
            <Alert variant="destructive" role="alert">
              {failure}
            </Alert>
          ) : null}
          <ul className="grid divide-y divide-border rounded-lg border border-border">
            {(['password', ...LINKABLE_SIGN_IN_METHODS] as const).map((method) => {
              const since = linkedAt(method);
              const label = SIGN_IN_METHOD_LABELS[method];
              return (
                <li
                  key={method}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4"
                >
                  <div className="grid gap-0.5">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm text-muted-foreground">
                      {since
                        ? method === 'password'
                          ? `Set ${formatDate(since)}`
                          : `Linked ${formatDate(since)}`
                        : method === 'password'
                          ? 'No password set'
                          : 'Not linked'}
                    </span>
                  </div>
                  {method === 'password' ? null : since ? (
                    canUnlinkSignInMethod(linked, method) ? (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setUnlinking(method)}
                      >
                        Unlink {label}
                      </Button>
                    ) : (
                      <p className="max-w-xs text-sm text-muted-foreground">
                        Your only way to sign in: it cannot be unlinked.
                      </p>
                    )
                  ) : offered[method] ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={linking !== null}
                      onClick={() => void link(method)}
                    >
                      {linking === method ? <Spinner /> : null}
                      Link {label}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
      <UnlinkDialog method={unlinking} onClose={() => setUnlinking(null)} />
    </section>
  );
}

/** What the provider's return to the profile says: linked, or why not; then the URL is clean. */
function useLinkOutcome(setFailure: (message: string | null) => void) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('linked');
  const attempted = params.get('link');
  const error = params.get('error');
  useEffect(() => {
    if (linked === null && attempted === null) return;
    const method = [linked, attempted].find((value): value is LinkableSignInMethod =>
      (LINKABLE_SIGN_IN_METHODS as readonly string[]).includes(value ?? ''),
    );
    if (method && linked === method) {
      toast.success(`${SIGN_IN_METHOD_LABELS[method]} linked`, {
        id: `linked-${method}`,
        description: `You can now sign in with ${SIGN_IN_METHOD_LABELS[method]}.`,
      });
    } else if (method) {
      setFailure(linkErrorMessage(error ?? '', SIGN_IN_METHOD_LABELS[method]));
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of ['linked', 'link', 'error']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [linked, attempted, error, setFailure, setParams]);
}

function UnlinkDialog({
  method,
  onClose,
}: {
  method: LinkableSignInMethod | null;
  onClose: () => void;
}) {
  const unlink = useUnlinkSignInMethod();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!method || unlink.isPending) return;
    setFailure(null);
    unlink.mutate(PROVIDER_OF[method], {
      onSuccess: () => {
        toast.success(`${SIGN_IN_METHOD_LABELS[method]} unlinked`);
        close();
      },
      onError: (error) =>
        setFailure(
          refusalMessage(error, `${SIGN_IN_METHOD_LABELS[method]} could not be unlinked.`),
        ),
    });
  };
  const label = method ? SIGN_IN_METHOD_LABELS[method] : '';

  return (
    <FormDialog
      open={method !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      busy={unlink.isPending}
    >
      {method ? (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Unlink {label}</DialogTitle>
            <DialogDescription>
              You will no longer be able to sign in with {label}. You can link it again later.
            </DialogDescription>
          </DialogHeader>
          <FormDialogFooter busy={unlink.isPending} failure={failure} variant="destructive">
            Unlink
          </FormDialogFooter>
        </form>
      ) : null}
    </FormDialog>
  );
}
