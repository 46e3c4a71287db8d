import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * A link within the app: React Router's own `<Link>` without what only its framework mode
 * uses (prefetching route modules, route discovery, view transitions), about 2 kB gzipped on
 * every page (decision 0030). The href and the click come from React Router's own hooks, so a
 * click with a modifier key, another button or another target is left to the browser, and a
 * link to the page on screen replaces it, as `<Link>` does.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}
