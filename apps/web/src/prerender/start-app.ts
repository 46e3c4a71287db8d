// The one script a prerendered page loads itself (decision 0030). It fetches the app once the
// page is on screen, so the app's scripts do not compete with the page's HTML and CSS for the
// first paint: the first requestAnimationFrame runs just before that paint, a task queued from
// it just after. The build lists the modules in <meta name="app-modules">: the entry first,
// then what the entry imports and the page's lazy parts, preloaded so none waits for another.
// Shown at once, before the first paint, unless the visitor has made the choice it asks for:
// the cookie banner, hidden in the prerendered page (data-show-unless-stored names the key).
for (const element of document.querySelectorAll<HTMLElement>('[data-show-unless-stored]')) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(element.dataset.showUnlessStored ?? '');
  } catch {
    // Storage blocked: nothing can be stored, so the choice has not been made.
  }
  if (stored === null) element.hidden = false;
}

const modules = (
  document.querySelector('meta[name="app-modules"]')?.getAttribute('content') ?? ''
).split(' ');

/**
 * Each modulepreload link costs the browser a fetch's set-up on the spot (0.3 to 1 ms here, four
 * times that on a slow phone): a page's 40-odd links added in one task made it the longest of
 * the page's load (Total Blocking Time). They are added a few per task.
 */
const PRELOADS_PER_TASK = 4;

function preloadInTasks(hrefs: readonly string[]): void {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const rest = hrefs.slice(PRELOADS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadInTasks(rest));
}

requestAnimationFrame(() => {
  setTimeout(() => {
    preloadInTasks(modules.slice(1));
    // Each module runs in a task of its own, not all in one long task, then the entry. A module
    // asked for before its link is added is fetched once all the same (the module map holds it
    // by address). One that fails to load is left to the app, which loads it again when it
    // needs it.
    let ready: Promise<unknown> = Promise.resolve();
    for (const href of modules.slice(1)) {
      ready = ready
        .then(() => import(/* @vite-ignore */ href))
        .catch(() => undefined)
        .then(() => new Promise((resolve) => setTimeout(resolve)));
    }
    void ready.then(() => import(/* @vite-ignore */ modules[0] ?? '/'));
  });
});

export {};
