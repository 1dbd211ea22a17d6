import styled from 'styled-components';
import { Button, EmptyState, navigateTo } from '@storefront/shared';
import { OrderSummary } from './bill/OrderSummary';
import { PaymentSection } from './payment/PaymentSection';
import { OrderPreferencesSection } from './preferences/OrderPreferencesSection';
import { methodsShown } from './checkout-rules';
import { CouponSection, CouponSignInHint } from './CouponSection';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { GuestContactSection } from './GuestContactSection';
import { NoteSection } from './NoteSection';
import { OrderTypeSection } from './OrderTypeSection';
import { PrescriptionSection } from './PrescriptionSection';
import { ScheduleSection } from './ScheduleSection';
import { TipsSection } from './TipsSection';
import { useCheckoutForm } from './use-checkout-form';
import { closedStoreNotice } from '../../lib/closed-store-notice';
import { ClosedStoreNotice } from '../../ui/ClosedStoreNotice';
import { useOutsideAtCheckout } from '../../lib/outside-location';
import { OutsideLocationNotice } from '../../ui/OutsideLocationNotice';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * Checkout for the cart, a Buy now item or a campaign item (/checkout?page=cart|buy_now|campaign),
 * or a prescription order at a store (/checkout?page=prescription&store_id=…).
 */
export function CheckoutView({ pageParam, storeParam }: { pageParam: string | null; storeParam?: string | null }) {
  const checkout = useCheckoutForm(pageParam, storeParam);
  const { page, signedIn, profile, store, storeId, draft, orderType, fields, set, money, method, bill } = checkout;
  // What its store does not deliver to the stored location is not ordered from here.
  const outside = useOutsideAtCheckout(page, checkout.direct);

  if (page === 'prescription' && store && store.prescription_order === false) {
    return <EmptyState title="This store does not take prescription orders" />;
  }
  if ((page !== 'prescription' && checkout.lines.length === 0) || storeId === null) {
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

  return (
    <Layout>
      <div>
        {store ? (
          <ClosedStoreNotice
            notice={closedStoreNotice(store, { canSchedule: checkout.schedule.offered, where: 'checkout' })}
          />
        ) : null}
        <OutsideLocationNotice items={outside.items} onRemove={outside.onRemove} busy={outside.busy} />
        <OrderTypeSection orderTypes={checkout.orderTypes} orderType={orderType} onChange={set.orderType} />

        {signedIn && orderType === 'delivery' ? (
          <DeliveryAddressSection
            addresses={checkout.addresses}
            chosen={checkout.chosen}
            onSelect={draft.setSelected}
            extra={draft.extra}
            onExtra={draft.setExtra}
            saveExtra={fields.saveExtra}
            onSaveExtra={set.saveExtra}
            profile={profile}
          />
        ) : null}

        {!signedIn ? (
          <GuestContactSection
            contact={draft.guestContact}
            onContact={draft.setGuestContact}
            orderType={orderType}
            delivery={checkout.delivery}
            guestAccount={fields.guestAccount}
            onGuestAccount={set.guestAccount}
            guestAccountError={checkout.guestAccountError}
          />
        ) : null}

        {checkout.prescriptionNeeded ? (
          <PrescriptionSection
            prescriptionOrder={page === 'prescription'}
            storeName={store?.name}
            direct={Boolean(checkout.direct)}
            images={fields.prescription}
            onChange={set.prescription}
          />
        ) : null}

        {checkout.schedule.canSchedule ? (
          <ScheduleSection
            slots={checkout.schedule.slots}
            closedNow={checkout.schedule.closedNow}
            scheduling={checkout.schedule.scheduling}
            onScheduling={set.scheduling}
            value={fields.scheduleValue}
            onValue={set.scheduleValue}
            takeAway={orderType === 'take_away'}
          />
        ) : null}

        {orderType === 'delivery' ? <TipsSection tip={draft.tip} onChange={draft.setTip} money={money} /> : null}

        {signedIn && page !== 'prescription' ? (
          <CouponSection
            storeId={storeId}
            itemTotal={checkout.estimate}
            format={checkout.format}
            money={money}
            coupon={draft.coupon}
            onChange={draft.setCoupon}
            restoreCode={draft.couponToRestore}
            onRestored={draft.couponRestored}
          />
        ) : null}
        {!signedIn && page !== 'prescription' ? <CouponSignInHint /> : null}

        <PaymentSection
          options={methodsShown(checkout.methods)}
          method={method}
          onMethod={set.payment}
          walletBalance={signedIn && profile ? profile.wallet_balance : null}
          total={bill.data?.total ?? null}
          walletFirst={fields.walletFirst}
          onWalletFirst={set.walletFirst}
          offlineInfo={fields.offlineInfo}
          onOfflineInfo={set.offlineInfo}
          money={money}
        />

        {page === 'prescription' ? null : (
          <OrderPreferencesSection
            value={fields.preferences}
            onChange={set.preferences}
            food={checkout.food}
            delivery={orderType === 'delivery'}
          />
        )}

        <NoteSection note={fields.note} onChange={set.note} />
      </div>

      <OrderSummary
        prescription={page === 'prescription'}
        prescriptionStore={store}
        lines={checkout.lines}
        orderType={orderType === 'take_away' ? 'take_away' : 'delivery'}
        distanceKm={checkout.distanceKm}
        quotable={checkout.quotable}
        bill={bill}
        money={money}
        serviceChargeName={checkout.config?.additional_charge_name}
        canPlace={!checkout.placing && Boolean(method) && outside.items.length === 0}
        onPlace={checkout.place}
      />
    </Layout>
  );
}
