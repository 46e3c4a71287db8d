import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { AppRoutes } from '@/app/router';
import { blockable, BlockableRouter } from '@/lib/navigation-blocker';
import './styles.css';

// React Router in declarative mode on a history the app form can hold (useBlocker, decision 0019):
// the data router did the same for about 17 kB more on every page (decision 0030).
const history = blockable(UNSAFE_createBrowserHistory({ v5Compat: true }));

const app = (
  <StrictMode>
    <BlockableRouter history={history}>
      <AppRoutes />
    </BlockableRouter>
  </StrictMode>
);

// The public pages come prerendered (decision 0030): React takes over their HTML; every other
// route gets the empty page and renders from scratch.
// Taking a page over is a transition: React does it in short slices, so the page stays
// responsive (Total Blocking Time) while the whole tree hydrates.
const root = document.getElementById('root')!;
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
