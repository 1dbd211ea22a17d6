/** Runs a task at the browser's next idle moment (within 3 s), or after a second where there is none. */
export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}
