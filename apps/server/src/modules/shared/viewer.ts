// The signed-in account as every module's guards and resolvers see it: the shared layer holds it
// so no module reaches into the accounts module for it (docs/architecture.md, "Server modules").
import type { DeveloperStatus } from '@vmu/domain';
import type { Role } from '../../db/schema/accounts';
import type { AccountType } from '../../db/schema/developers';

export type SignInProvider = 'email' | 'github' | 'google';

/** What the viewer shows of the developer profile; null before the first onboarding step. */
export type ViewerDeveloper = {
  completedSteps: readonly string[];
  developerStatus: DeveloperStatus | null;
  accountType: AccountType;
  businessName: string | null;
  ageVerified: boolean;
};

/** The session user as better-auth returns it; resolvers map it to the GraphQL Viewer. */
export type ViewerMapper = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  provider: SignInProvider;
  image: string | null;
  createdAt: Date;
  developer: ViewerDeveloper | null;
  /** Whether the account's sign-in asks for a second step (decision 0046). */
  twoFactorEnabled: boolean;
  /** Staff who must use two-factor sign-in and have not turned it on: no admin operation works. */
  twoFactorSetupRequired: boolean;
};
