/**
 * Runs `task` once the page's priority pictures now on their way (its largest paint: a home's
 * banner, a store's cover) have loaded or failed, at once when none is, and after `timeoutMs` at the
 * latest: what the page fetches for later waits rather than share a slow link with them. Returns a
 * cancel.
 */
export function afterPriorityPictures(task: () => void, timeoutMs = 2000): () => void {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (picture) => !picture.complete,
  );
  if (pending.length === 0) {
    task();
    return () => undefined;
  }
  let left = pending.length;
  const stop = () => {
    clearTimeout(timer);
    for (const picture of pending) {
      picture.removeEventListener('load', settled);
      picture.removeEventListener('error', settled);
    }
  };
  const finish = () => {
    stop();
    task();
  };
  function settled() {
    left -= 1;
    if (left === 0) finish();
  }
  for (const picture of pending) {
    picture.addEventListener('load', settled);
    picture.addEventListener('error', settled);
  }
  const timer = setTimeout(finish, timeoutMs);
  return stop;
}
