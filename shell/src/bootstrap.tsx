import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@storefront/shared/router';
import {
  GlobalStyle,
  addCurrencyFont,
  PartProviders,
  ToastStack,
  provideRemoteModuleLoader,
  runtimeEnv,
  toast,
} from '@storefront/shared';
import { ShellLayout } from './layout/ShellLayout';
import { loadRemoteModule } from './composition/remote-loader';
import { composeRemotes } from './composition/compose';
import { listenForPushes } from './features/push/push-listener';
import { followWishlist } from './features/wishlist/follow-wishlist';
import { loadCartAtStart } from './features/cart/load-cart-at-start';
import { startScrollMemory } from './composition/scroll-memory';
import { startPreview } from './composition/preview';

const container = document.getElementById('shell-root');
if (!container) throw new Error('#shell-root is missing from index.html');

startScrollMemory();
addCurrencyFont();

provideRemoteModuleLoader(loadRemoteModule);
// Composition starts first: the registry is read and the page's part fetched while the shell renders.
// A preview link is checked before any release is chosen, so the page loads the previewed one first.
void startPreview()
  .then((refusal) => refusal && toast.error(refusal))
  .finally(() => void composeRemotes());

// The shell's first render is a transition: React yields to the browser every few milliseconds, so
// the registry's answer and the part's scripts are handled meanwhile, and no long task blocks input.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <PartProviders>
      <GlobalStyle />
      <ToastStack maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
      <BrowserRouter>
        <ShellLayout />
      </BrowserRouter>
    </PartProviders>,
  );
});
void loadCartAtStart();
followWishlist();

listenForPushes();
// Firebase Cloud Messaging's code loads only for a shell configured with a Firebase app.
if (runtimeEnv().firebase) {
  import('./features/push/firebase-messaging')
    .then(({ startFirebaseMessaging }) => startFirebaseMessaging())
    .catch((error: unknown) => console.warn('Push notifications are off', error));
}
