import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@storefront/shared/router';
import {
  GlobalStyle,
  PartProviders,
  ToastStack,
  ensureGuestId,
  loadCart,
  provideRemoteModuleLoader,
  toast,
} from '@storefront/shared';
import { ShellLayout } from './layout/ShellLayout';
import { loadRemoteModule } from './composition/remote-loader';
import { composeRemotes } from './composition/compose';
import { listenForPushes } from './features/push/push-listener';
import { startFirebaseMessaging } from './features/push/firebase-messaging';
import { followWishlist } from './features/wishlist/follow-wishlist';
import { startScrollMemory } from './composition/scroll-memory';
import { startPreview } from './composition/preview';

const container = document.getElementById('shell-root');
if (!container) throw new Error('#shell-root is missing from index.html');

startScrollMemory();

// The shell renders first, so the nav, footer and skeletons show while the registry is read.
createRoot(container).render(
  <PartProviders>
    <GlobalStyle />
    <ToastStack maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
    <BrowserRouter>
      <ShellLayout />
    </BrowserRouter>
  </PartProviders>,
);

provideRemoteModuleLoader(loadRemoteModule);
// A preview link is checked before any release is chosen, so the page loads the previewed one first.
void startPreview()
  .then((refusal) => refusal && toast.error(refusal))
  .finally(() => void composeRemotes());
ensureGuestId()
  .then(() => loadCart())
  .catch((error: unknown) => console.warn('The cart could not be loaded', error));
followWishlist();

listenForPushes();
startFirebaseMessaging().catch((error: unknown) => console.warn('Push notifications are off', error));
