import { UsersScreen } from '@/features/admin-users/components/users-screen';

export function Component() {
  return (
    <>
      <title>Users · VMU Pro Developers</title>
      <UsersScreen />
    </>
  );
}
