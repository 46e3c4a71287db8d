// The one script a prerendered page loads itself (decision 0030). It fetches the app once the
// page is on screen, so the app's scripts do not compete with the page's HTML and CSS for the
// first paint: the first requestAnimationFrame runs just before that paint, a task queued from
// it just after. The build lists the modules in <meta name="app-modules">: the entry first,
// then what the entry imports and the page's lazy parts, preloaded so none waits for another.
// Plain JavaScript in a .ts file: the build copies it as it is.
const modules = (
  document.querySelector('meta[name="app-modules"]')?.getAttribute('content') ?? ''
).split(' ');

requestAnimationFrame(() => {
  setTimeout(() => {
    for (const href of modules.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ modules[0] ?? '/');
  });
});

export {};
