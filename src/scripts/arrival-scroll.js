// Arrival on an alias path (`/galerie`) or a section fragment (`/#contact`): the section is put
// 80 px below the top before the first paint, without animation, and put back while the sections
// above are laid out (after the first paint: lib/progressive-render.ts) and images load, until the
// visitor scrolls or the page has loaded. A reload or back/forward is left to the browser, which
// restores where the visitor was.
//
// Plain JavaScript, copied as is into the home page (a function expression the page calls with the
// page's section, the section ids and the offset): it runs before the first paint.
(function arriveAtSection(initialSection, sectionIds, offset) {
  const hash = decodeURIComponent(location.hash.slice(1));
  const id = sectionIds.includes(hash) ? hash : initialSection;
  const navigation = performance.getEntriesByType('navigation')[0];
  const target = document.getElementById(id);
  if (id === 'accueil' || !target || (navigation && navigation.type !== 'navigate')) return;
  const place = () =>
    window.scrollTo({
      top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset),
      behavior: 'instant',
    });
  place();
  const resized = new ResizeObserver(place);
  resized.observe(document.body);
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  let holding = true;
  const stop = () => {
    holding = false;
    resized.disconnect();
    for (const type of inputs) window.removeEventListener(type, stop, true);
  };
  for (const type of inputs) window.addEventListener(type, stop, { capture: true, passive: true });
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve() : window.addEventListener('load', resolve, { once: true }),
  );
  // The layout of the sections above (a few frames after the first paint) and the decoding of
  // pictures can still move things a little after `load`: hold a while longer.
  Promise.all([loaded, document.fonts.ready])
    .then(() => new Promise((resolve) => setTimeout(resolve, 2000)))
    .then(() => {
      if (holding) place();
      stop();
    });
});
