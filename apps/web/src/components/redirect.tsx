import { Navigate, useLocation } from 'react-router';

/**
 * A <Navigate replace> that runs again on every navigation. A plain <Navigate> stays mounted
 * when a second navigation lands on the same path (a form and a guard both redirecting after
 * sign-in), its effect does not re-run, and the page is left blank on the redirecting route.
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate key={location.key} to={to} replace />;
}
