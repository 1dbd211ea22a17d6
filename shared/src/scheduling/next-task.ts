/**
 * Resolves in a new task of the browser's event loop, so the work after it is a task of its own and
 * input, paints and network answers can run between. A message, not a timer: hidden tabs delay
 * timers by up to a second (a timer only where there is no message channel, as in jsdom).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
