import { PortalNoticeQuery } from '@/features/portal-notice/api/get-portal-notice';
import { ViewerQuery } from '@/features/viewer/api/get-viewer';
import type { ViewerQuery as ViewerResult } from '@/lib/graphql/graphql';
import { answer } from './graphql';

export type Viewer = NonNullable<ViewerResult['viewer']>;

/** A signed-in user as the server reports them: by default a verified, onboarded developer. */
export function viewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: '1',
    email: 'ada@example.com',
    name: 'Ada',
    role: 'DEVELOPER',
    provider: 'EMAIL',
    isEmailVerified: true,
    onboardingCompleted: true,
    accountVerified: true,
    twoFactorSetupRequired: false,
    avatar: null,
    ...overrides,
  };
}

/**
 * The server answers the viewer query with `who` (null: signed out). Every page of the app also
 * asks for the portal's notice (decision 0049): there is none, unless the test answers it after
 * this.
 */
export function signedInAs(who: Viewer | null): void {
  answer(ViewerQuery, () => ({ viewer: who }));
  answer(PortalNoticeQuery, () => ({ portalNotice: null }));
}
