import { Mail } from 'lucide-react';
import type { AuthProvider } from '@/lib/graphql/graphql';
import { GitHubIcon, GoogleIcon } from '@/features/auth/components/provider-icons';
import { providerLabels } from '@/features/viewer/provider';

const icons: Record<AuthProvider, () => React.ReactNode> = {
  EMAIL: () => <Mail aria-hidden="true" className="size-full" />,
  GITHUB: GitHubIcon,
  GOOGLE: GoogleIcon,
};

/** The icon of the provider the user signed in with, named 'Signed in with GitHub' etc. */
export function ProviderBadge({ provider }: { provider: AuthProvider }) {
  const Icon = icons[provider];
  const label = `Signed in with ${providerLabels[provider]}`;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex size-4 shrink-0">
      <Icon />
    </span>
  );
}
