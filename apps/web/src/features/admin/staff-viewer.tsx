import { createContext, useContext, type ReactNode } from 'react';

// The signed-in staff member's id, given by the admin routes: the review screens offer no
// decision on the staff member's own account or apps, which the server refuses (decision 0058).
const StaffViewerIdContext = createContext<string | null>(null);

export function StaffViewerProvider({
  viewerId,
  children,
}: {
  viewerId: string | null;
  children: ReactNode;
}) {
  return <StaffViewerIdContext value={viewerId}>{children}</StaffViewerIdContext>;
}

/** Whether `userId` is the signed-in staff member's own account. */
export function useIsOwnAccount(userId: string | null | undefined): boolean {
  const viewerId = useContext(StaffViewerIdContext);
  return viewerId !== null && userId === viewerId;
}
