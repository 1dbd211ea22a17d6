import { definePart } from '@storefront/shared';
import { TrackingDrawerHost } from './features/tracking/TrackingDrawerHost';

/** Account's overlays, active on every page. */
export const { bootstrap, mount, unmount } = definePart(TrackingDrawerHost);
