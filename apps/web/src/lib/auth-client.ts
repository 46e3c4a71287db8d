import { createAuthClient } from 'better-auth/react';
import { emailOTPClient } from 'better-auth/client/plugins';

// The only way the browser talks to /api/auth/*: better-auth's own client keeps paths and
// payloads in step with the server. It defaults to this origin and /api/auth, where the
// server mounts it, so the session cookie just travels.
export const authClient = createAuthClient({ plugins: [emailOTPClient()] });
