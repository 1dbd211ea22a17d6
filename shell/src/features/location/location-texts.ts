export const PICK_LOCATION_TITLE = 'Pick Location';
export const PICK_LOCATIONS_BUTTON = 'Pick Locations';
export const PERMISSION_TITLE = 'Please allow browser location permission';
export const PERMISSION_TEXT =
  'Your browser location permission is off. Turn it on in your browser settings to detect your current location.';
export const NEW_ADDRESS_SELECTED = 'New delivery address selected.';
export const SAVED_ADDRESSES_NEED_SIGN_IN = 'To select from saved addresses, you need to sign in.';
/** After a location change, when some of the cart's lines are of stores that do not deliver there. */
export const cartOutsideLocationText = (count: number) =>
  count === 1
    ? 'An item in your cart cannot be delivered to this location. Open the cart to see it.'
    : `${count} items in your cart cannot be delivered to this location. Open the cart to see them.`;
