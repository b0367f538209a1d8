/** How often a part the visitor may have jumped past is looked for, where frames are rare. */
export const REACH_CHECK_MS = 500;

/**
 * Runs `then` once, when the visitor reaches `parts` (elements of one island): one of them comes
 * into view, or stands above the bottom of the viewport. The browser reports a part coming into
 * view only at a frame where it is in view: a visitor who jumps past it between two frames (a key,
 * a link, a quick swipe; WebKit may render one frame in a second) is never reported, so the parts'
 * place is also looked at every {@link REACH_CHECK_MS} until then.
 */
export function whenReached(parts: readonly Element[], then: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reach = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) reach();
  });
  for (const part of parts) observer.observe(part);
  const look = () => {
    if (parts.some((part) => part.getBoundingClientRect().top < window.innerHeight)) reach();
    else timer = setTimeout(look, REACH_CHECK_MS);
  };
  timer = setTimeout(look, REACH_CHECK_MS);
}
