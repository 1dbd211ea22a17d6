import { definePart } from '@storefront/shared';
import { ReviewPrompt } from './features/reviews/ReviewPrompt';
import { TrackingDrawer } from './features/tracking/TrackingDrawer';
import { WelcomeModal } from './features/welcome/WelcomeModal';

/**
 * Account's overlays, on any page once the shell loads them (the tracking drawer is asked for, or the
 * customer is signed in): the tracking drawer, the review prompt, the welcome modal.
 */
function AccountOverlays() {
  return (
    <>
      <TrackingDrawer />
      <ReviewPrompt />
      <WelcomeModal />
    </>
  );
}

export const { bootstrap, mount, unmount } = definePart(AccountOverlays, { version: process.env.PART_VERSION });
