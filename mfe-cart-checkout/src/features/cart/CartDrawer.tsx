import { useState } from 'react';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Button,
  Drawer,
  EmptyState,
  PRESCRIPTION_NOTE,
  PrescriptionNote,
  SoldOutBadge,
  cartDrawerOpenAtom,
  formatPrice,
  isSignedInAtom,
  itemQuickViewAtom,
  navigateTo,
  priceFormatOf,
  tapTarget,
  useAtom,
  useAtomValue,
  useConfig,
  useSetAtom,
  visibleCartLinesAtom,
} from '@storefront/shared';
import type { CartLine } from '@storefront/shared/contract/cart';
import {
  CHECKOUT_PATH,
  REDUCED_DELIVERY_MESSAGE,
  STORE_DELIVERS_FREE_MESSAGE,
  cartButtonAction,
  cartSubtotal,
  freeDeliveryProgress,
  lineTotal,
  quickViewTargetOfLine,
} from '../../lib/cart-rules';
import { LoginOrGuestDialog } from './LoginOrGuestDialog';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { useLineQuantity } from '../../lib/use-cart-actions';
import { addOnsText } from '../../lib/line-text';
import { variationText } from '@storefront/shared/ordering';
import { closedStoreNotice } from '../../lib/closed-store-notice';
import { useStoreDetails } from '../../lib/store-details';
import { ClosedStoreNotice } from '../../ui/ClosedStoreNotice';
import { OUTSIDE_LOCATION_LINE, useOutsideLocationLines } from '../../lib/outside-location';
import { OutsideLocationNotice } from '../../ui/OutsideLocationNotice';

export const CART_TITLE = 'Shopping Cart';
export const EMPTY_CART_TITLE = 'Your cart is empty';
export const EMPTY_CART_TEXT = 'No items added in your cart. Please add product to your cart list.';
// The note's words and look are the shared kit's, as on the item page and the quick view.
export { PRESCRIPTION_NOTE };
export const CHECKOUT_BUTTON = 'Proceed To Checkout';
export const CONTINUE_SHOPPING = 'Continue Shopping';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.9rem;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 0.75rem;
  padding-bottom: 0.9rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${Picture} {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const LineBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

const NameButton = styled.button`
  all: unset;
  ${tapTarget}
  cursor: pointer;
  font-weight: 600;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const DeleteButton = styled.button`
  ${tapTarget}
  align-self: flex-start;
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.color.danger};
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.85rem;
`;

const OutsideMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.85rem;
  font-weight: 600;
`;

const LineFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.25rem;
`;

const Progress = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  p {
    margin: 0 0 0.5rem;
    font-size: 0.9rem;
  }
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: 700;
  margin: 1.25rem 0;
`;

function CartLineRow({ line, outside, onOpen }: { line: CartLine; outside: boolean; onOpen: () => void }) {
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const { busy, increment, decrement, remove } = useLineQuantity();
  const variation = variationText(line.variation);
  const addOns = addOnsText(line);
  return (
    <Line data-testid="cart-line">
      <Picture src={line.item.image_full_url} alt="" name={line.item.name} size={PICTURE_SIZES.item} sizes="64px" />
      <LineBody>
        <NameButton type="button" onClick={onOpen}>
          {line.item.name}
        </NameButton>
        <PrescriptionNote item={line.item} />
        <SoldOutBadge item={line.item} />
        {outside ? <OutsideMark>{OUTSIDE_LOCATION_LINE}</OutsideMark> : null}
        {variation ? <Detail>{variation}</Detail> : null}
        {addOns ? <Detail>Add-ons: {addOns}</Detail> : null}
        <DeleteButton
          type="button"
          aria-label={`Delete ${line.item.name} from cart`}
          disabled={busy}
          onClick={() => void remove(line)}
        >
          Delete
        </DeleteButton>
        <LineFooter>
          <strong>{formatPrice(lineTotal(line), format)}</strong>
          <QuantityStepper
            name={line.item.name}
            quantity={line.quantity}
            deletesAtOne
            disabled={busy}
            onIncrement={() => void increment(line)}
            onDecrement={() => void decrement(line)}
          />
        </LineFooter>
      </LineBody>
    </Line>
  );
}

/** The cart drawer, opened from the shell's cart icon through a shared atom. */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartDrawerOpenAtom);
  const lines = useAtomValue(visibleCartLinesAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const { data: config } = useConfig();
  const [prompting, setPrompting] = useState(false);
  const format = priceFormatOf(config);
  const subtotal = cartSubtotal(lines);
  // A store that delivers free has nothing to reach: the threshold's hint would mislead.
  const storeDeliversFree = lines.length > 0 && lines.every((line) => line.item.free_delivery === true);
  const progress = storeDeliversFree ? null : freeDeliveryProgress(subtotal, config?.free_delivery_over);
  // The cart holds one store's items: whether it is open, read while the drawer is open.
  const { data: store } = useStoreDetails(open ? (lines[0]?.item.store_id ?? null) : null);
  const notice = store
    ? closedStoreNotice(store, {
        canSchedule: Boolean(config?.schedule_order && store.schedule_order),
        where: 'cart',
      })
    : null;
  // Lines whose store does not deliver to the location now stored: kept, named, removable.
  const outside = useOutsideLocationLines();
  const close = () => setOpen(false);
  const go = (path: string) => {
    close();
    setPrompting(false);
    navigateTo(path);
  };

  const primary = () => {
    const action = cartButtonAction({
      hasItems: lines.length > 0,
      signedIn,
      guestCheckoutStatus: config?.guest_checkout_status,
    });
    if (action === 'checkout') go(CHECKOUT_PATH);
    else if (action === 'guest-prompt') setPrompting(true);
    else if (action === 'sign-in') go('/auth/sign-in');
    else go('/home');
  };

  return (
    <>
      <Drawer open={open} title={CART_TITLE} onClose={close}>
        {lines.length === 0 ? (
          <EmptyState
            title={EMPTY_CART_TITLE}
            action={
              <Button type="button" onClick={primary}>
                {CONTINUE_SHOPPING}
              </Button>
            }
          >
            {EMPTY_CART_TEXT}
          </EmptyState>
        ) : (
          <>
            <ClosedStoreNotice notice={notice} />
            <OutsideLocationNotice
              items={outside.items}
              onRemove={() => void outside.remove()}
              busy={outside.busy}
              onChangeLocation={close}
            />
            {storeDeliversFree ? (
              <Progress data-testid="free-delivery-progress">
                <p>{STORE_DELIVERS_FREE_MESSAGE}</p>
              </Progress>
            ) : null}
            {progress ? (
              <Progress data-testid="free-delivery-progress">
                <p>
                  {progress.reached
                    ? REDUCED_DELIVERY_MESSAGE
                    : `Add ${formatPrice(progress.remaining, format)} more to get free delivery`}
                </p>
                <Bar
                  role="progressbar"
                  aria-label="Free delivery progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(progress.percent)}
                >
                  <span style={{ width: `${progress.percent}%` }} />
                </Bar>
              </Progress>
            ) : null}
            <Lines>
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  outside={outside.lines.includes(line)}
                  onOpen={() => openQuickView(quickViewTargetOfLine(line))}
                />
              ))}
            </Lines>
            <Subtotal>
              <span>Subtotal</span>
              <span data-testid="cart-subtotal">{formatPrice(subtotal, format)}</span>
            </Subtotal>
            <Button type="button" $block onClick={primary}>
              {CHECKOUT_BUTTON}
            </Button>
          </>
        )}
      </Drawer>
      <LoginOrGuestDialog
        open={prompting}
        onClose={() => setPrompting(false)}
        onGuest={() => go(CHECKOUT_PATH)}
        onLogin={() => go('/auth/sign-in')}
        onSignUp={() => go('/auth/sign-up')}
      />
    </>
  );
}
