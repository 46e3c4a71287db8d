import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { useSignInMethods } from '../api/get-sign-in-methods';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SignInMethodsSection } from './sign-in-methods-section';

export const SIGN_IN_METHODS_NOT_LOADED = 'Your sign-in settings could not be loaded.';

/** The profile's email, password and sign-in methods (decision 0045), from one request. */
export function SignInSections() {
  const query = useSignInMethods();
  if (query.isPending) return <LoadingStatus label="Loading sign-in settings" />;
  if (query.isError || !query.data.viewer) {
    return (
      <ListFailure query={query} className="py-6">
        <p role="alert">{SIGN_IN_METHODS_NOT_LOADED}</p>
      </ListFailure>
    );
  }
  const { viewer, signInMethods, authProviders } = query.data;
  return (
    <>
      <EmailSection email={viewer.email} />
      <PasswordSection
        email={viewer.email}
        hasPassword={signInMethods.some((method) => method.provider === 'EMAIL')}
      />
      <SignInMethodsSection methods={signInMethods} offered={authProviders} />
    </>
  );
}
