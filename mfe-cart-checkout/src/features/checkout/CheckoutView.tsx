import { useRef, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  Button,
  EmptyState,
  currentLatLngAtom,
  formatPrice,
  guestIdentity,
  isSignedInAtom,
  loadCart,
  locationAtom,
  lookupZone,
  navigateTo,
  priceFormatOf,
  toast,
  useAtomValue,
  useConfig,
  visibleCartLinesAtom,
  businessNow,
  moduleAtom,
  useOrderQuote,
} from '@storefront/shared';
import { showErrors } from '../cart/use-cart-actions';
import { cartSubtotal, lineTotal } from '../cart/cart-rules';
import { variationText } from '../cart/line-text';
import { saveLastOrder } from '../order/last-order';
import { OrderSummary } from './bill/OrderSummary';
import { NO_GUEST_ACCOUNT, guestAccountProblem, type GuestAccountChoice } from './guest-account/GuestAccountOption';
import { partialPaymentApplies } from './payment/PartialPaymentOption';
import { PaymentSection } from './payment/PaymentSection';
import { OrderPreferencesSection } from './preferences/OrderPreferencesSection';
import { NO_PREFERENCES, preferenceFields, type OrderPreferences } from './preferences/order-preferences';
import {
  placeOrder,
  placePrescriptionOrder,
  submitOfflinePayment,
  useDistanceKm,
  useProfile,
  useSavedAddresses,
  useStoreDetails,
} from './checkout-api';
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
  methodsShown,
  missingBeforePlacing,
  orderPayload,
  paymentAvailability,
  type DeliveryPoint,
  type OfflinePaymentInfo,
  type OrderType,
  type PaymentMethod,
} from './checkout-rules';
import { SCHEDULE_REQUIRED_MESSAGE, scheduleAtOf } from './schedule-rules';
import { Choices, Section } from './checkout-ui';
import { CouponSection } from './CouponSection';
import { PRESCRIPTION_REQUIRED_MESSAGE, checkoutNeedsPrescription, prescriptionFields } from './prescription';
import { PrescriptionUpload } from './PrescriptionUpload';
import { ScheduleSection } from './ScheduleSection';
import { TipsSection } from './TipsSection';
import { useAddressSave } from './use-address-save';
import { clearDirectOrder, readDirectOrder } from './direct-order';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { GuestContactSection } from './GuestContactSection';
import { useCheckoutDraft } from './use-checkout-draft';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const NoteArea = styled.textarea`
  width: 100%;
  min-height: 80px;
  padding: 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

/**
 * Checkout for the cart, a Buy now item or a campaign item (/checkout?page=cart|buy_now|campaign),
 * or a prescription order at a store (/checkout?page=prescription&store_id=…).
 */
export function CheckoutView({ pageParam, storeParam }: { pageParam: string | null; storeParam?: string | null }) {
  const page = checkoutPageOf(pageParam);
  const prescriptionStore = page === 'prescription' ? Number(storeParam) || null : null;
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const money = (amount: number) => formatPrice(amount, format);
  const signedIn = useAtomValue(isSignedInAtom);
  const cartLines = useAtomValue(visibleCartLinesAtom);
  const storedLatLng = useAtomValue(currentLatLngAtom);
  const storedAddress = useAtomValue(locationAtom);
  const direct = page === 'cart' || page === 'prescription' ? null : readDirectOrder(page);
  const { data: addressList } = useSavedAddresses();
  const { data: profile } = useProfile();

  const [orderTypeChoice, setOrderType] = useState<OrderType>('delivery');
  const [prescription, setPrescription] = useState<File[]>([]);
  const [scheduling, setScheduling] = useState(false);
  const [scheduleValue, setScheduleValue] = useState('');
  // Offline payment info lives only while the customer is on checkout: leaving it resets it.
  const [offlineInfo, setOfflineInfo] = useState<OfflinePaymentInfo | null>(null);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [cardNumber, setCardNumber] = useState('');
  const [note, setNote] = useState('');
  const [saveExtra, setSaveExtra] = useState(false);
  const addressSave = useAddressSave();
  const [placing, setPlacing] = useState(false);
  const [preferences, setPreferences] = useState<OrderPreferences>(NO_PREFERENCES);
  const [guestAccount, setGuestAccount] = useState<GuestAccountChoice>(NO_GUEST_ACCOUNT);
  const [guestAccountError, setGuestAccountError] = useState<string | undefined>();
  const [walletFirst, setWalletFirst] = useState(false);
  const selectedModule = useAtomValue(moduleAtom);

  const orderLines = page === 'prescription' ? [] : cartLines;
  const storeId = prescriptionStore ?? direct?.item.store_id ?? orderLines[0]?.item.store_id ?? null;
  const draft = useCheckoutDraft(storeId);
  const { coupon, setCoupon, tip, setTip, setSelected, extra, setExtra, guestContact, setGuestContact } = draft;
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
  const orderType: OrderType = orderTypes.includes(orderTypeChoice) ? orderTypeChoice : (orderTypes[0] ?? 'delivery');
  const canSchedule = Boolean(config?.schedule_order && store?.schedule_order);
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
  const method = effectiveMethod(payment, methods);
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
    preferences: preferenceFields(preferences, { food, delivery: orderType === 'delivery' }),
    // Judged against the last bill's total: the option shows only while the wallet holds less.
    partialPayment: partialPaymentApplies(walletFirst, walletBalance, lastTotal.current ?? estimate, method),
  };
  // A prescription order is priced by the store; a delivery needs its address before it has a charge.
  const quotable = page !== 'prescription' && storeId !== null && (orderType === 'take_away' || delivery !== null);
  const bill = useOrderQuote(
    quotable
      ? orderPayload({
          ...orderInput,
          storeId,
          paymentMethod: method ?? 'cash_on_delivery',
          guestContact: null,
          orderNote: '',
          scheduleAt: null,
        })
      : null,
  );
  lastTotal.current = bill.data?.total ?? null;

  if (page === 'prescription' && store && store.prescription_order === false) {
    return <EmptyState title="This store does not take prescription orders" />;
  }
  if ((page !== 'prescription' && lines.length === 0) || storeId === null) {
    return (
      <EmptyState
        title="Your cart is empty"
        action={
          <Button type="button" onClick={() => navigateTo('/home')}>
            Continue Shopping
          </Button>
        }
      >
        No items added in your cart. Please add product to your cart list.
      </EmptyState>
    );
  }

  const place = async () => {
    const missing = missingBeforePlacing({ signedIn, orderType, guestContact, delivery });
    if (missing) {
      toast.error(missing);
      return;
    }
    if (!method) return;
    if (prescriptionNeeded && prescription.length === 0) {
      toast.error(PRESCRIPTION_REQUIRED_MESSAGE);
      return;
    }
    const scheduleAt = canSchedule && scheduling ? scheduleAtOf(scheduleValue, businessNow()) : null;
    if (canSchedule && scheduling && !scheduleAt) {
      toast.error(SCHEDULE_REQUIRED_MESSAGE);
      return;
    }
    const codRefusal = cashOnDeliveryRefusal(
      method,
      bill.data?.total ?? estimate + (orderType === 'delivery' ? tip : 0),
      zone ? codLimitOf(zone.zoneData, storeZoneId) : null,
    );
    if (codRefusal) {
      toast.error(codRefusal);
      return;
    }
    if (method === 'offline_payment' && !offlineInfo) {
      toast.error(PAYMENT_INFO_NEEDED);
      return;
    }
    const accountProblem = signedIn ? null : guestAccountProblem(guestAccount);
    setGuestAccountError(accountProblem ?? undefined);
    if (accountProblem) {
      toast.error(accountProblem);
      return;
    }
    setPlacing(true);
    try {
      // 'Save this Address': the street, house and floor typed here go to the saved address too.
      const update = signedIn && saveExtra && chosen ? addressWithExtra(chosen, extra) : null;
      if (update && chosen) {
        const saved = await addressSave.save(update, chosen.id);
        if (saved) setSelected(saved);
      }
      const payload = orderPayload({
        ...orderInput,
        storeId,
        paymentMethod: method,
        guestContact: signedIn ? null : guestContact,
        orderNote: note,
        cardNumber,
        scheduleAt,
        newAccountPassword: !signedIn && guestAccount.create ? guestAccount.password : null,
      });
      const reply =
        page === 'prescription'
          ? await placePrescriptionOrder(prescriptionFields(payload), prescription)
          : await placeOrder(payload, prescriptionNeeded ? prescription : []);
      draft.clear();
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
      navigateTo(afterPlacing(reply));
    } catch (error) {
      showErrors(error);
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Layout>
      <div>
        <Section>
          <Choices>
            <legend>Delivery Option</legend>
            {orderTypes.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="order-type"
                  checked={orderType === type}
                  onChange={() => setOrderType(type)}
                />
                {type === 'delivery' ? 'Home Delivery' : 'Take Away'}
              </label>
            ))}
          </Choices>
        </Section>

        {signedIn && orderType === 'delivery' ? (
          <DeliveryAddressSection
            addresses={addresses}
            chosen={chosen}
            onSelect={setSelected}
            extra={extra}
            onExtra={setExtra}
            saveExtra={saveExtra}
            onSaveExtra={setSaveExtra}
            profile={profile}
          />
        ) : null}

        {!signedIn ? (
          <GuestContactSection
            contact={guestContact}
            onContact={setGuestContact}
            orderType={orderType}
            delivery={delivery}
            guestAccount={guestAccount}
            onGuestAccount={setGuestAccount}
            guestAccountError={guestAccountError}
          />
        ) : null}

        {prescriptionNeeded ? (
          <Section aria-labelledby="prescription-heading">
            <h2 id="prescription-heading">Prescription</h2>
            <p>
              {page === 'prescription'
                ? `Upload a photo of your prescription and ${store?.name ?? 'the store'} prepares your order.`
                : direct
                  ? 'This item needs a prescription. Upload a photo of it.'
                  : 'Some items in your cart need a prescription. Upload a photo of it.'}
            </p>
            <PrescriptionUpload images={prescription} onChange={setPrescription} />
          </Section>
        ) : null}

        {canSchedule ? (
          <ScheduleSection
            scheduling={scheduling}
            onScheduling={setScheduling}
            value={scheduleValue}
            onValue={setScheduleValue}
            takeAway={orderType === 'take_away'}
          />
        ) : null}

        {orderType === 'delivery' ? <TipsSection tip={tip} onChange={setTip} money={money} /> : null}

        {signedIn && page !== 'prescription' ? (
          <CouponSection
            storeId={storeId}
            itemTotal={estimate}
            format={format}
            money={money}
            coupon={coupon}
            onChange={setCoupon}
            restoreCode={draft.couponToRestore}
            onRestored={draft.couponRestored}
          />
        ) : null}

        <PaymentSection
          options={methodsShown(methods)}
          method={method}
          onMethod={setPayment}
          walletBalance={signedIn && profile ? profile.wallet_balance : null}
          total={bill.data?.total ?? null}
          walletFirst={walletFirst}
          onWalletFirst={setWalletFirst}
          offlineInfo={offlineInfo}
          onOfflineInfo={setOfflineInfo}
          cardNumber={cardNumber}
          onCardNumber={setCardNumber}
          money={money}
        />

        {page === 'prescription' ? null : (
          <OrderPreferencesSection
            value={preferences}
            onChange={setPreferences}
            food={food}
            delivery={orderType === 'delivery'}
          />
        )}

        <Section>
          <label htmlFor="order-note">
            <h2>Additional Note</h2>
          </label>
          <NoteArea id="order-note" value={note} onChange={(event) => setNote(event.target.value)} />
        </Section>
      </div>

      <OrderSummary
        prescription={page === 'prescription'}
        prescriptionStore={store}
        lines={lines}
        orderType={orderType === 'take_away' ? 'take_away' : 'delivery'}
        distanceKm={distanceKm}
        quotable={quotable}
        bill={bill}
        money={money}
        serviceChargeName={config?.additional_charge_name}
        canPlace={!placing && Boolean(method)}
        onPlace={() => void place()}
      />
    </Layout>
  );
}
