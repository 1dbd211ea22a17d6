import { definePart } from '@storefront/shared';
import { ReviewPrompt } from './features/reviews/ReviewPrompt';
import { TrackingDrawer } from './features/tracking/TrackingDrawer';
import { WelcomeModal } from './features/welcome/WelcomeModal';

/** Account's overlays, active on every page: the tracking drawer, the review prompt, the welcome modal. */
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
