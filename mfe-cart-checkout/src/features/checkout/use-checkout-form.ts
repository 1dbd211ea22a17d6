import { useMemo, useRef, useState } from 'react';
import { useFormik } from '@storefront/shared/formik';
import useSWR from 'swr';
import {
  currentLatLngAtom,
  formatPrice,
  guestIdentity,
  isSignedInAtom,
  loadCart,
  locationAtom,
  lookupZone,
  moduleAtom,
  navigateTo,
  priceFormatOf,
  toast,
  useAtomValue,
  useConfig,
  visibleCartLinesAtom,
} from '@storefront/shared';
import { goToPaymentPage, useAttemptKey, useOrderQuote, variationText } from '@storefront/shared/ordering';
import { showErrors } from '../../lib/use-cart-actions';
import { cartSubtotal, lineTotal } from '../../lib/cart-rules';
import { saveLastOrder } from '../../lib/last-order';
import { NO_GUEST_ACCOUNT, guestAccountProblem, type GuestAccountChoice } from './guest-account/GuestAccountOption';
import { partialPaymentApplies } from './payment/PartialPaymentOption';
import { NO_PREFERENCES, preferenceFields, type OrderPreferences } from './preferences/order-preferences';
import {
  placeOrder,
  placePrescriptionOrder,
  submitOfflinePayment,
  useDistanceKm,
  useProfile,
  useSavedAddresses,
} from './checkout-api';
import { useStoreDetails } from '../../lib/store-details';
import {
  PAYMENT_INFO_NEEDED,
  addressWithExtra,
  addressesForZone,
  afterPlacing,
  cashOnDeliveryRefusal,
  checkoutPageOf,
  codLimitOf,
  effectiveMethod,
  guestDelivery,
  missingBeforePlacing,
  orderPayload,
  paymentAvailability,
  type DeliveryPoint,
  type OfflinePaymentInfo,
  type OrderType,
  type PaymentMethod,
} from './checkout-rules';
import { SCHEDULE_REQUIRED_MESSAGE } from './schedule-rules';
import { useScheduleChoice } from './use-schedule-choice';
import { PRESCRIPTION_REQUIRED_MESSAGE, checkoutNeedsPrescription, prescriptionFields } from './prescription';
import { useAddressSave } from './use-address-save';
import { clearDirectOrder, readDirectOrder } from '../../lib/direct-order';
import { useCheckoutDraft } from './use-checkout-draft';

/** What the customer fills in on this visit (what survives a reload is the draft's). */
export interface CheckoutFields {
  orderType: OrderType;
  prescription: File[];
  scheduling: boolean;
  /** The chosen slot's schedule_at ('' until one is chosen). */
  scheduleValue: string;
  // Offline payment info lives only while the customer is on checkout: leaving it resets it.
  offlineInfo: OfflinePaymentInfo | null;
  payment: PaymentMethod | null;
  note: string;
  saveExtra: boolean;
  preferences: OrderPreferences;
  guestAccount: GuestAccountChoice;
  walletFirst: boolean;
}

const EMPTY_FIELDS: CheckoutFields = {
  orderType: 'delivery',
  prescription: [],
  scheduling: false,
  scheduleValue: '',
  offlineInfo: null,
  payment: null,
  note: '',
  saveExtra: false,
  preferences: NO_PREFERENCES,
  guestAccount: NO_GUEST_ACCOUNT,
  walletFirst: false,
};

export interface PlacingCheck {
  method: PaymentMethod;
  prescriptionNeeded: boolean;
  prescriptionCount: number;
  /** The customer asked to schedule (where the store allows it). */
  scheduling: boolean;
  scheduleAt: string | null;
  /** The bill's total, or the estimate while there is none. */
  total: number;
  codLimit: number | null;
  offlineInfo: OfflinePaymentInfo | null;
}

/** Why an order with its contact and address in place cannot go yet: the first reason the customer meets, else null. */
export function placingRefusal(check: PlacingCheck): string | null {
  if (check.prescriptionNeeded && check.prescriptionCount === 0) return PRESCRIPTION_REQUIRED_MESSAGE;
  if (check.scheduling && !check.scheduleAt) return SCHEDULE_REQUIRED_MESSAGE;
  const codRefusal = cashOnDeliveryRefusal(check.method, check.total, check.codLimit);
  if (codRefusal) return codRefusal;
  if (check.method === 'offline_payment' && !check.offlineInfo) return PAYMENT_INFO_NEEDED;
  return null;
}

/**
 * Checkout's state and its Place Order: the fields filled in here (formik), the draft that survives a
 * reload, what follows from them (order type, address, payment methods, the bill) and placing.
 */
export function useCheckoutForm(pageParam: string | null, storeParam?: string | null) {
  const page = checkoutPageOf(pageParam);
  const prescriptionStore = page === 'prescription' ? Number(storeParam) || null : null;
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const money = (amount: number) => formatPrice(amount, format);
  const signedIn = useAtomValue(isSignedInAtom);
  const cartLines = useAtomValue(visibleCartLinesAtom);
  const storedLatLng = useAtomValue(currentLatLngAtom);
  const storedAddress = useAtomValue(locationAtom);
  const selectedModule = useAtomValue(moduleAtom);
  const direct = page === 'cart' || page === 'prescription' ? null : readDirectOrder(page);
  const { data: addressList } = useSavedAddresses();
  const { data: profile } = useProfile();
  const addressSave = useAddressSave();
  // Shown beside the account option from the last Place Order that got as far as checking it.
  const [guestAccountError, setGuestAccountError] = useState<string | undefined>();
  // One Idempotency-Key per Place Order attempt: a repeat before its answer places nothing twice.
  const attempt = useAttemptKey();

  const form = useFormik<CheckoutFields>({
    initialValues: EMPTY_FIELDS,
    // The checks run on Place Order, each with its own message (see `place`).
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => place(),
  });
  const fields = form.values;
  const { setFieldValue } = form;
  const set = useMemo(() => {
    const setter =
      <K extends keyof CheckoutFields>(name: K) =>
      (value: CheckoutFields[K]) =>
        void setFieldValue(name, value);
    return {
      orderType: setter('orderType'),
      prescription: setter('prescription'),
      scheduling: setter('scheduling'),
      scheduleValue: setter('scheduleValue'),
      offlineInfo: setter('offlineInfo'),
      payment: setter('payment'),
      note: setter('note'),
      saveExtra: setter('saveExtra'),
      preferences: setter('preferences'),
      guestAccount: setter('guestAccount'),
      walletFirst: setter('walletFirst'),
    };
  }, [setFieldValue]);

  const orderLines = page === 'prescription' ? [] : cartLines;
  const storeId = prescriptionStore ?? direct?.item.store_id ?? orderLines[0]?.item.store_id ?? null;
  const draft = useCheckoutDraft(storeId);
  const { coupon, tip, setSelected, extra, guestContact } = draft;
  const { data: store } = useStoreDetails(storeId);
  const storeZoneId = prescriptionStore
    ? (store?.zone_id ?? null)
    : (direct?.item.zone_id ?? orderLines[0]?.item.zone_id ?? null);
  const addresses = addressesForZone(addressList?.addresses ?? [], storeZoneId);
  const chosen = draft.chosenFrom(addresses);
  const orderTypes: OrderType[] = [
    ...(store?.delivery === false ? [] : (['delivery'] as const)),
    ...(store?.take_away ? (['take_away'] as const) : []),
  ];
  const orderType: OrderType = orderTypes.includes(fields.orderType) ? fields.orderType : (orderTypes[0] ?? 'delivery');
  const schedule = useScheduleChoice(config, store, fields);
  const prescriptionNeeded = checkoutNeedsPrescription(page, direct, orderLines, store);

  const delivery: DeliveryPoint | null = signedIn
    ? chosen && {
        address: chosen.address,
        latitude: chosen.latitude,
        longitude: chosen.longitude,
        address_type: chosen.address_type,
        road: extra.road || chosen.road,
        house: extra.house || chosen.house,
        floor: extra.floor || chosen.floor,
        contact_person_name: chosen.contact_person_name,
        contact_person_number: chosen.contact_person_number,
      }
    : guestDelivery(guestContact, storedLatLng, storedAddress);

  const point =
    orderType === 'delivery' && delivery ? { lat: delivery.latitude, lng: delivery.longitude } : storedLatLng;
  const { data: zone } = useSWR(point ? ['zone', point.lat, point.lng] : null, () => lookupZone(point!), {
    revalidateOnFocus: false,
  });
  const zoneCod = zone ? zone.zoneData.some((entry) => entry.cash_on_delivery) : undefined;
  const methods = paymentAvailability({
    config,
    zoneCashOnDelivery: zoneCod,
    zoneDigital: zone ? zone.zoneData.some((entry) => entry.digital_payment) : undefined,
    zoneOffline: zone ? zone.zoneData.some((entry) => entry.offline_payment !== false) : undefined,
    signedIn,
  });
  const method = effectiveMethod(fields.payment, methods);
  const distanceKm = useDistanceKm(
    store ? { lat: Number(store.latitude), lng: Number(store.longitude) } : null,
    orderType === 'delivery' && delivery ? { lat: delivery.latitude, lng: delivery.longitude } : null,
  );

  const lines = direct
    ? [
        {
          key: 'direct',
          name: direct.item.name,
          detail: '',
          quantity: Number(direct.payload.quantity),
          total: direct.total,
        },
      ]
    : orderLines.map((line) => ({
        key: String(line.id),
        name: line.item.name,
        detail: variationText(line.variation),
        quantity: line.quantity,
        total: lineTotal(line),
      }));
  const estimate = direct ? direct.total : cartSubtotal(orderLines);
  const lastTotal = useRef<number | null>(null);
  const food = (store?.module_type ?? selectedModule?.module_type) === 'food';
  const walletBalance = signedIn ? (profile?.wallet_balance ?? 0) : 0;
  const orderInput = {
    page,
    orderType,
    storeId,
    estimate,
    delivery: orderType === 'delivery' ? delivery : null,
    guestId: signedIn ? null : (guestIdentity().guest_id ?? null),
    directItem: direct?.payload ?? null,
    dmTips: tip,
    couponCode: coupon?.code ?? null,
    distanceKm,
    preferences: preferenceFields(fields.preferences, { food, delivery: orderType === 'delivery' }),
    // Judged against the last bill's total: the option shows only while the wallet holds less.
    partialPayment: partialPaymentApplies(fields.walletFirst, walletBalance, lastTotal.current ?? estimate, method),
  };
  // A prescription order is priced by the store; a delivery needs its address before it has a charge.
  const quotable = page !== 'prescription' && storeId !== null && (orderType === 'take_away' || delivery !== null);
  // At a store closed now the bill waits (a skeleton) for its first slot rather than quote an order for now.
  const bill = useOrderQuote(
    quotable && !schedule.waiting
      ? orderPayload({
          ...orderInput,
          storeId,
          paymentMethod: method ?? 'cash_on_delivery',
          guestContact: null,
          orderNote: '',
          // The bill of the time chosen: a store closed now is quoted for its slot.
          scheduleAt: schedule.scheduleAt,
        })
      : null,
  );
  lastTotal.current = bill.data?.total ?? null;

  const place = async () => {
    const missing = missingBeforePlacing({ signedIn, orderType, guestContact, delivery });
    if (missing) {
      toast.error(missing);
      return;
    }
    if (!method || storeId === null) return;
    const { scheduling, scheduleAt } = schedule;
    const refusal = placingRefusal({
      method,
      prescriptionNeeded,
      prescriptionCount: fields.prescription.length,
      scheduling,
      scheduleAt,
      total: bill.data?.total ?? estimate + (orderType === 'delivery' ? tip : 0),
      codLimit: zone ? codLimitOf(zone.zoneData, storeZoneId) : null,
      offlineInfo: fields.offlineInfo,
    });
    if (refusal) {
      toast.error(refusal);
      return;
    }
    const accountProblem = signedIn ? null : guestAccountProblem(fields.guestAccount);
    setGuestAccountError(accountProblem ?? undefined);
    if (accountProblem) {
      toast.error(accountProblem);
      return;
    }
    try {
      // 'Save this Address': the street, house and floor typed here go to the saved address too.
      const update = signedIn && fields.saveExtra && chosen ? addressWithExtra(chosen, extra) : null;
      if (update && chosen) {
        const saved = await addressSave.save(update, chosen.id);
        if (saved) setSelected(saved);
      }
      const payload = orderPayload({
        ...orderInput,
        storeId,
        paymentMethod: method,
        guestContact: signedIn ? null : guestContact,
        orderNote: fields.note,
        scheduleAt,
        newAccountPassword: !signedIn && fields.guestAccount.create ? fields.guestAccount.password : null,
      });
      const reply = await attempt.send((headers) =>
        page === 'prescription'
          ? placePrescriptionOrder(prescriptionFields(payload), fields.prescription, headers)
          : placeOrder(payload, prescriptionNeeded ? fields.prescription : [], headers),
      );
      draft.clear();
      const { offlineInfo } = fields;
      if (method === 'offline_payment' && offlineInfo && reply.order_status !== 'failed') {
        await submitOfflinePayment({
          order_id: reply.order_id,
          method_id: offlineInfo.methodId,
          method_fields: offlineInfo.fields,
          ...(offlineInfo.note ? { customer_note: offlineInfo.note } : {}),
        }).catch(showErrors);
      }
      saveLastOrder({
        orderId: reply.order_id,
        total: reply.total_ammount,
        cashOnDelivery: methods.cashOnDelivery,
        guest: !signedIn,
        contactNumber: signedIn ? undefined : guestContact?.contact_person_number,
      });
      clearDirectOrder();
      await loadCart().catch(() => undefined);
      // An online payment is made on the provider's page; it sends the customer back to /order.
      if (reply.payment_url) goToPaymentPage(reply.payment_url);
      else navigateTo(afterPlacing(reply));
    } catch (error) {
      showErrors(error);
    }
  };

  return {
    page,
    config,
    format,
    money,
    signedIn,
    profile,
    direct,
    store,
    storeId,
    draft,
    addresses,
    chosen,
    delivery,
    orderTypes,
    orderType,
    schedule,
    prescriptionNeeded,
    methods,
    method,
    distanceKm,
    lines,
    estimate,
    food,
    quotable,
    bill,
    fields,
    set,
    guestAccountError,
    placing: form.isSubmitting,
    /** Place Order: the checks above in turn, each with its message, then the order. */
    place: () => void form.submitForm(),
  };
}
