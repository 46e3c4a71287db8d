import { authClient } from '@/lib/auth-client';
import { settle } from './auth-request-error';

export async function signOut(): Promise<void> {
  await settle(authClient.signOut());
}
