import { DeleteAccountSection } from './delete-account-section';
import { DownloadMyData } from './download-my-data';

/** The end of /profile (decision 0047): Download my data, then Delete account. */
export function AccountDataSections({ email }: { email: string }) {
  return (
    <>
      <DownloadMyData />
      <DeleteAccountSection email={email} />
    </>
  );
}
