import { createAuthClient } from 'better-auth/react';
import { emailOTPClient, twoFactorClient } from 'better-auth/client/plugins';

// The only way the browser talks to /api/auth/*: better-auth's own client keeps paths and
// payloads in step with the server. It defaults to this origin and /api/auth, where the
// server mounts it, so the session cookie just travels. Two-factor sign-in's second step is
// the sign-in's own answer ({ twoFactorRedirect }), which the login screen acts on.
export const authClient = createAuthClient({ plugins: [emailOTPClient(), twoFactorClient()] });
