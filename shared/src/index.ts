/**
 * @storefront/shared: the one module every part shares as a federation singleton, so that the page has
 * one API client, one jotai store, one SWR cache and one toast helper. Contract schemas are imported
 * from '@storefront/shared/contract/<name>'.
 */
export { runtimeEnv, type RuntimeEnv } from './config/runtime-env';

export {
  apiClient,
  sessionHeaders,
  getParsed,
  sendParsed,
  httpStatusOf,
  parseReply,
  ContractError,
  SOFTWARE_ID,
  TOKEN_EXPIRED_MESSAGE,
  QUIET_UNAUTHORIZED,
} from './api/client';
export { errorMessages, GENERIC_ERROR_MESSAGE } from './api/error-message';

export { appStore } from './state/store';
export { STORAGE_KEYS } from './state/storage-keys';
export * from './state/session';
export * from './state/signals';
export * from './state/cart';
export * from './state/composition';
export * from './state/wishlist';
export { interestModulesAtom } from './state/interest';
export { useAtom, useAtomValue, useSetAtom } from 'jotai';

export { useConfig, fetchConfig, priceFormatOf, CONFIG_KEY } from './data/config';
export {
  loadCart,
  addCartLine,
  setCartLineQuantity,
  updateCartLine,
  removeCartLine,
  clearCart,
  guestIdentity,
} from './data/cart';
export { ensureGuestId } from './data/guest';
export { loadWishlist } from './data/wishlist';
export { useModules, selectModule, MODULE_SELECTED_MESSAGE } from './data/modules';
export {
  signOut,
  requireSignIn,
  LOGOUT_SUCCESS_MESSAGE,
  LOGOUT_DELAY_MS,
  LOGIN_REQUIRED_MESSAGE,
} from './data/session-actions';
export * from './location/location';
export { DataProvider } from './data/swr-provider';
// From here, not 'swr/infinite': bundled with the page's one SWR, it shares its cache and configuration.
export { default as useSWRInfinite } from 'swr/infinite';

export {
  BUSINESS_TIME_ZONE,
  businessClock,
  businessInstant,
  businessNow,
  type BusinessClock,
} from './time/business-time';
export {
  formatBusinessDateTime,
  formatBusinessTime,
  formatBusinessDay,
  formatBusinessOpening,
} from './time/business-format';
export {
  formatPrice,
  formatCount,
  formatTime12h,
  formatDistance,
  formatCouponText,
  type PriceFormat,
} from './format/format';
export { toast } from './feedback/toast';
export { ToastStack } from './feedback/ToastStack';
export { useBusyAction, type BusyActionFailure } from './feedback/use-busy-action';
export { navigateTo } from './routing/navigate';
export { RETURN_PARAM, afterSignInPath, safeReturnPath, signInPathFor } from './routing/return-path';
export { sitePath } from './routing/site-path';
export { useDebounced } from './hooks/use-debounced';
export { useMediaQuery } from './hooks/use-media-query';
export { useViewportWidth } from './hooks/use-viewport-width';
export { useNearViewport } from './hooks/use-near-viewport';
export { definePart } from './composition/define-part';
export { RemoteComponent, provideRemoteModuleLoader, type RemoteModuleLoader } from './composition/remote-component';
export { STEPPER_HOVER_DELAY_MS, addToCartLabel, type AddToCartButtonProps } from './composition/embeds';
export type { ExposedModules, ExposedModuleName, EmbedName, EmbedProps } from './composition/exposed-modules';
export type { OrderDetailsProps } from './composition/account-embeds';
export type { SavedAddressPickerProps, AddressModalEmbedProps, GuestAddress } from './composition/cart-embeds';

export { lightTheme, darkTheme, type Theme } from './ui/theme';
export { GlobalStyle, addCurrencyFont } from './ui/GlobalStyle';
export { PartProviders } from './ui/PartProviders';
export { PartFallback, PartOff, PART_OFF_TEXT, PART_UNAVAILABLE_TITLE, PART_UNAVAILABLE_TEXT } from './ui/PartFallback';
export { Button, type ButtonVariant } from './ui/Button';
export { MIN_TAP_TARGET_PX, tapTarget } from './ui/tap-target';
export { AddControlSlot } from './ui/AddControlSlot';
export { Icon, SOCIAL_ICONS, isSocialIcon, type IconName } from './ui/icons';
export { Skeleton } from './ui/Skeleton';
export { Picture, type PictureProps } from './ui/Picture';
export { preloadPicture } from './ui/picture-preload';
export { PICTURE_SIZES, type PictureSize } from './ui/picture-sizes';
export { EmptyState } from './ui/EmptyState';
export { VisuallyHidden } from './ui/VisuallyHidden';
export { OneLine } from './ui/OneLine';
export { Rating } from './ui/Rating';
export { roundRating, hasRating, ratingText } from './ui/rating';
export { SOLD_OUT_TEXT, isSoldOut } from './ui/item-stock';
export { CLOSED_STORE_TEXT, NO_OPENING_HOURS_TEXT, isStoreClosed, storeClosedText } from './ui/store-hours';
export { SoldOutBadge, PrescriptionNote, PRESCRIPTION_NOTE } from './ui/ItemNotes';
export { LoadFailed } from './ui/LoadFailed';
export { Dialog, ConfirmDialog, DEFAULT_CONFIRM_TEXT } from './ui/Dialog';
export { Drawer } from './ui/Drawer';
export {
  Overlay,
  OverlayBackdrop,
  OverlayHeader,
  OverlayCloseButton,
  FOCUSABLE_SELECTOR,
  rememberOpener,
  type OverlayProps,
} from './ui/Overlay';
export {
  TextField,
  PasswordField,
  NumberField,
  PhoneField,
  SelectField,
  TextAreaField,
  Input,
  Select,
  TextArea,
  type SelectOption,
} from './ui/fields';
