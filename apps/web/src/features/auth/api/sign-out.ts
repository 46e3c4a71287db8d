import { authClient } from '@/lib/auth-client';
import { unwrap } from './auth-request-error';

export async function signOut(): Promise<void> {
  unwrap(await authClient.signOut());
}
