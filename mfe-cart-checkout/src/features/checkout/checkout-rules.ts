import type { Address, AddressPayload } from '@storefront/shared/contract/address';
import type { AddToCartPayload } from '@storefront/shared/contract/cart';
import type { OfflinePaymentMethod } from '@storefront/shared/contract/checkout-extras';
import type { Coupon } from '@storefront/shared/contract/coupon';
import type { PlaceOrderPayload } from '@storefront/shared/contract/order';

export const SAVED_ADDRESSES_EMPTY_TITLE = 'Oops';
export const SAVED_ADDRESSES_EMPTY_TEXT = 'You don’t have any saved address yet. please save address to continue';
export const CONTACT_INFO_REQUIRED = 'Please enter your contact info';
export const NO_CONTACT_INFO = 'No Contact Info Added';
export const DELIVERY_ADDRESS_REQUIRED = 'Please add your delivery address';
export const NEW_LOCATION_SET = 'New location has been set.';

export type CheckoutPage = 'cart' | 'buy_now' | 'campaign' | 'prescription';
export type OrderType = 'delivery' | 'take_away';
export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';

export const PAYMENT_INFO_UPDATED = 'Payment info updated.';
export const PAYMENT_INFO_NEEDED = 'Please fill in the payment information first.';
export const COUPON_MINIMUM_MESSAGE = 'To apply this coupon, total item amount should be minimum';
export const COUPON_APPLIED_MESSAGE = 'Coupon applied successfully.';
export const COUPON_REMOVED_MESSAGE = 'Coupon removed.';
/** The tip choices besides the most tipped amount and a custom one. */
export const TIP_CHOICES = [0, 10, 20, 40] as const;

export function checkoutPageOf(value: string | null): CheckoutPage {
  return value === 'buy_now' || value === 'campaign' || value === 'prescription' ? value : 'cart';
}

/** Saved addresses the store delivers to: those whose zone_ids hold the store's zone, when one is given. */
export function addressesForZone(addresses: readonly Address[], storeZoneId: number | null | undefined): Address[] {
  if (!storeZoneId) return [...addresses];
  return addresses.filter((address) => address.zone_ids.includes(storeZoneId));
}

/**
 * A saved address with the street, house and floor typed at checkout ('Save this Address'); null
 * when nothing would change.
 */
export function addressWithExtra(
  address: Address,
  extra: { road: string; house: string; floor: string },
): AddressPayload | null {
  const next = {
    road: extra.road.trim() || address.road || '',
    house: extra.house.trim() || address.house || '',
    floor: extra.floor.trim() || address.floor || '',
  };
  if (
    next.road === (address.road ?? '') &&
    next.house === (address.house ?? '') &&
    next.floor === (address.floor ?? '')
  )
    return null;
  return {
    address: address.address,
    address_type: address.address_type,
    contact_person_name: address.contact_person_name,
    contact_person_number: address.contact_person_number,
    latitude: address.latitude,
    longitude: address.longitude,
    ...next,
  };
}

/** The address_type sent: the typed label if any, otherwise the chosen type. */
export function addressTypeSent(type: string, label: string | null | undefined): string {
  const typed = label?.trim();
  return type === 'other' && typed ? typed : type;
}

/** A word with its first letter capital ('office' → 'Office'). */
export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

export interface GuestContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  /** Optional details of the guest's delivery address (kept on the client). */
  road?: string;
  house?: string;
  floor?: string;
  /** A delivery address the guest entered in the address modal (kept on the client, no call made). */
  address?: string;
  address_type?: string;
  latitude?: number;
  longitude?: number;
}

/**
 * A guest's delivery point: the address entered in the address modal, else the stored delivery
 * location; the street, house and floor come from the guest's info.
 */
export function guestDelivery(
  contact: GuestContact | null,
  storedLatLng: { lat: number; lng: number } | null,
  storedAddress: string | null,
): DeliveryPoint | null {
  const details = { road: contact?.road || null, house: contact?.house || null, floor: contact?.floor || null };
  if (contact?.address && contact.latitude !== undefined && contact.longitude !== undefined) {
    return {
      address: contact.address,
      latitude: contact.latitude,
      longitude: contact.longitude,
      address_type: contact.address_type ?? 'home',
      ...details,
    };
  }
  if (!storedLatLng || !storedAddress) return null;
  return {
    address: storedAddress,
    latitude: storedLatLng.lat,
    longitude: storedLatLng.lng,
    address_type: 'home',
    ...details,
  };
}

/** The guest info after the address modal: its contact and its address replace the old ones. */
export function guestContactWithAddress(
  contact: GuestContact | null,
  entered: {
    address: string;
    address_type: string;
    latitude: number;
    longitude: number;
    contact_person_name: string;
    contact_person_number: string;
    contact_person_email?: string;
    road?: string | null;
    house?: string | null;
    floor?: string | null;
  },
): GuestContact {
  return {
    ...contact,
    contact_person_name: entered.contact_person_name,
    contact_person_number: entered.contact_person_number,
    contact_person_email: entered.contact_person_email ?? contact?.contact_person_email ?? '',
    address: entered.address,
    address_type: entered.address_type,
    latitude: entered.latitude,
    longitude: entered.longitude,
    road: entered.road ?? '',
    house: entered.house ?? '',
    floor: entered.floor ?? '',
  };
}

export const hasGuestContact = (contact: GuestContact | null): contact is GuestContact =>
  Boolean(contact?.contact_person_name.trim() && contact.contact_person_number.trim());

export interface PaymentAvailability {
  cashOnDelivery: boolean;
  digital: boolean;
  wallet: boolean;
  offline: boolean;
}

export const COD_LIMIT_MESSAGE = 'The total amount of the order, exceeds maximum amount of the cash on delivery method';

/**
 * The cash-on-delivery ceiling of the order's zone (the store's zone among the zone lookup's
 * entries, else the lowest one given); null when there is none.
 */
export function codLimitOf(
  zoneData: readonly { id: number | string; max_cod_order_amount?: number | null }[],
  storeZoneId: number | null | undefined,
): number | null {
  const own = zoneData.find((entry) => Number(entry.id) === storeZoneId);
  const limits = (own ? [own] : zoneData).flatMap((entry) =>
    typeof entry.max_cod_order_amount === 'number' ? [entry.max_cod_order_amount] : [],
  );
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** Cash on delivery is refused above the zone's maximum amount (the server checks its own total too). */
export function cashOnDeliveryRefusal(
  method: PaymentMethod | null,
  amount: number,
  limit: number | null,
): string | null {
  return method === 'cash_on_delivery' && limit !== null && amount > limit ? COD_LIMIT_MESSAGE : null;
}

/** Each method needs the configuration and the delivery zone to allow it; wallet needs a sign-in. */
export function paymentAvailability(context: {
  config:
    | {
        cash_on_delivery: boolean;
        digital_payment: boolean;
        customer_wallet_status: number;
        offline_payment_status?: number;
      }
    | undefined;
  zoneCashOnDelivery: boolean | undefined;
  /** The delivery zone's digital and offline switches, once the zone is known. */
  zoneDigital?: boolean;
  zoneOffline?: boolean;
  signedIn: boolean;
}): PaymentAvailability {
  const config = context.config;
  return {
    cashOnDelivery: Boolean(config?.cash_on_delivery) && context.zoneCashOnDelivery !== false,
    digital: Boolean(config?.digital_payment) && context.zoneDigital !== false,
    wallet: context.signedIn && config?.customer_wallet_status === 1,
    offline: config?.offline_payment_status === 1 && context.zoneOffline !== false,
  };
}

const METHOD_KEYS: Record<PaymentMethod, keyof PaymentAvailability> = {
  cash_on_delivery: 'cashOnDelivery',
  digital_payment: 'digital',
  wallet: 'wallet',
  offline_payment: 'offline',
};

/** The methods shown, in order. */
export const methodsShown = (available: PaymentAvailability): PaymentMethod[] =>
  (Object.keys(METHOD_KEYS) as PaymentMethod[]).filter((method) => available[METHOD_KEYS[method]]);

/** The method in effect: the customer's choice while it is available, else cash on delivery, else digital. */
export function effectiveMethod(choice: PaymentMethod | null, available: PaymentAvailability): PaymentMethod | null {
  if (choice && available[METHOD_KEYS[choice]]) return choice;
  if (available.cashOnDelivery) return 'cash_on_delivery';
  if (available.digital) return 'digital_payment';
  return null;
}

/** The coupon is refused on the client when the items' total is below its minimum purchase. */
export function couponRefusal(
  coupon: Pick<Coupon, 'min_purchase'>,
  itemTotal: number,
  formatAmount: (amount: number) => string,
): string | null {
  return itemTotal < coupon.min_purchase ? `${COUPON_MINIMUM_MESSAGE} ${formatAmount(coupon.min_purchase)}` : null;
}

/** A tip: a finite amount of at least 0 (an empty or bad custom amount is no tip). */
export function tipAmount(value: number | string): number {
  const amount = typeof value === 'number' ? value : Number(value.trim() || 0);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : 0;
}

/** The tip is for the delivery man: take-away orders carry none. */
export const tipFor = (orderType: OrderType, tip: number) => (orderType === 'take_away' ? 0 : tip);

/** What the customer fills in for an offline payment: the method and its inputs. */
export interface OfflinePaymentInfo {
  methodId: number;
  fields: Record<string, string>;
  note: string;
}

/** The method's required inputs left empty (their customer_input names). */
export function offlineInfoMissing(method: OfflinePaymentMethod, fields: Record<string, string>): string[] {
  return method.method_informations
    .filter((input) => input.is_required === 1 && !(fields[input.customer_input] ?? '').trim())
    .map((input) => input.customer_input);
}

/** 'transaction_id' → 'Transaction Id'. */
export const inputLabel = (name: string) => name.split('_').filter(Boolean).map(capitalise).join(' ');

export interface DeliveryPoint {
  address: string;
  latitude: number;
  longitude: number;
  address_type?: string;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  contact_person_name?: string;
  contact_person_number?: string;
}

export interface OrderInput {
  page: CheckoutPage;
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  storeId: number;
  /** The client's estimate; the server prices the order and ignores it. */
  estimate: number;
  delivery: DeliveryPoint | null;
  guestId: string | null;
  guestContact: GuestContact | null;
  orderNote: string;
  /** A Buy now or campaign item, ordered without the cart. */
  directItem: AddToCartPayload | null;
  dmTips?: number;
  couponCode?: string | null;
  /** schedule_at ('YYYY-MM-DD HH:mm:ss'); none for now. */
  scheduleAt?: string | null;
  /** Store to delivery point in km, from the API's distance call. */
  distanceKm?: number | null;
  /** Cutlery, the rider's instruction and the unavailable-item note, as placement fields. */
  preferences?: Pick<PlaceOrderPayload, 'cutlery' | 'delivery_instruction' | 'unavailable_item_note'>;
  /** The wallet pays its balance first, the chosen method the rest. */
  partialPayment?: boolean;
  /** A guest's "create an account with this order", with its password. */
  newAccountPassword?: string | null;
}

/** POST customer/order/place (the API's order placement fields). */
export function orderPayload(input: OrderInput): PlaceOrderPayload {
  const payload: PlaceOrderPayload = {
    order_amount: input.estimate,
    payment_method: input.paymentMethod,
    order_type: input.orderType,
    store_id: input.storeId,
    dm_tips: tipFor(input.orderType, input.dmTips ?? 0),
  };
  if (input.couponCode) payload.coupon_code = input.couponCode;
  if (input.scheduleAt) payload.schedule_at = input.scheduleAt;
  if (input.orderType === 'delivery' && input.delivery) {
    const point = input.delivery;
    Object.assign(payload, {
      address: point.address,
      latitude: point.latitude,
      longitude: point.longitude,
      address_type: point.address_type ?? 'home',
      ...(input.distanceKm !== null && input.distanceKm !== undefined ? { distance: input.distanceKm } : {}),
      ...(point.road ? { road: point.road } : {}),
      ...(point.house ? { house: point.house } : {}),
      ...(point.floor ? { floor: point.floor } : {}),
      ...(point.contact_person_name ? { contact_person_name: point.contact_person_name } : {}),
      ...(point.contact_person_number ? { contact_person_number: point.contact_person_number } : {}),
    });
  }
  if (input.guestId) {
    payload.guest_id = input.guestId;
    if (input.guestContact) {
      payload.contact_person_name = input.guestContact.contact_person_name;
      payload.contact_person_number = input.guestContact.contact_person_number;
      if (input.guestContact.contact_person_email)
        payload.contact_person_email = input.guestContact.contact_person_email;
    }
  }
  if (input.orderNote.trim()) payload.order_note = input.orderNote.trim();
  Object.assign(payload, input.preferences ?? {});
  if (input.partialPayment) payload.partial_payment = 1;
  if (input.guestId && input.newAccountPassword) {
    payload.create_new_user = 1;
    payload.password = input.newAccountPassword;
  }
  if (input.directItem) {
    payload.is_buy_now = 1;
    payload.cart = [input.directItem];
  }
  return payload;
}

/** What is missing before an order can be placed, as the spec's message; null when ready. */
export function missingBeforePlacing(input: {
  signedIn: boolean;
  orderType: OrderType;
  guestContact: GuestContact | null;
  delivery: DeliveryPoint | null;
}): string | null {
  if (!input.signedIn && !hasGuestContact(input.guestContact)) return CONTACT_INFO_REQUIRED;
  if (input.orderType === 'delivery' && !input.delivery) return DELIVERY_ADDRESS_REQUIRED;
  return null;
}

/** Where placing leads: the failed page for a failed payment, else the success view. */
export function afterPlacing(reply: { order_id: number; payment_status?: string; order_status?: string }): string {
  const failed = reply.payment_status === 'failed' || reply.order_status === 'failed';
  return failed ? `/order?flag=fail&order_id=${reply.order_id}` : `/order?order_id=${reply.order_id}`;
}
