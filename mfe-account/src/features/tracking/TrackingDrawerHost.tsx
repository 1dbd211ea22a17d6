/** Hosts the order-tracking drawer, the review prompt and the welcome modal; none is open by default. */
export function TrackingDrawerHost() {
  return null;
}
