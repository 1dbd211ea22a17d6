import { adoptStyleNonce } from './composition/style-nonce';
import { nextTask } from '@storefront/shared/scheduling/next-task';
import { adoptPartScriptPreloads } from './composition/part-script-preloads.mjs';

// Before anything renders a style element.
adoptStyleNonce();
// The page's part's scripts start downloading now that the shell's own script is in. From a microtask:
// a request started while this file's top level runs has an attached inspector (the bench's) re-read
// the whole file for the initiator's stack, ≈ 100 ms of a throttled phone's main thread.
queueMicrotask(adoptPartScriptPreloads);

// The shell provides the page's shared singletons itself, eagerly (tools/webpack/create-config.cjs):
// nothing to negotiate first, so the shell starts without waiting for another chunk. Their code is
// run in stages, a task each (≈ 50–100 ms each under a phone's 4x slower CPU), so the browser can
// paint and take input between them instead of running the page's whole start as one long task.
async function start() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ 'styled-components'),
    import(/* webpackMode: "eager" */ 'axios'),
    import(/* webpackMode: "eager" */ 'jotai'),
    import(/* webpackMode: "eager" */ '@storefront/shared/zod'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@storefront/shared');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}
void start();
