import styled from 'styled-components';
import {
  Button,
  Drawer,
  EmptyState,
  cartDrawerOpenAtom,
  formatPrice,
  navigateTo,
  priceFormatOf,
  useAtom,
  useAtomValue,
  useConfig,
  visibleCartLinesAtom,
} from '@storefront/shared';

export const CART_TITLE = 'Shopping Cart';
export const EMPTY_CART_TITLE = 'Your cart is empty';
export const EMPTY_CART_TEXT = 'No items added in your cart. Please add product to your cart list.';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    gap: 0.75rem;
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: 8px;
  }
`;

const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: 700;
  margin: 1.25rem 0;
`;

/** The cart drawer, opened from the shell's cart icon through a shared atom. */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartDrawerOpenAtom);
  const lines = useAtomValue(visibleCartLinesAtom);
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const close = () => setOpen(false);

  return (
    <Drawer open={open} title={CART_TITLE} onClose={close}>
      {lines.length === 0 ? (
        <EmptyState
          title={EMPTY_CART_TITLE}
          action={
            <Button
              type="button"
              onClick={() => {
                close();
                navigateTo('/home');
              }}
            >
              Continue Shopping
            </Button>
          }
        >
          {EMPTY_CART_TEXT}
        </EmptyState>
      ) : (
        <>
          <Lines>
            {lines.map((line) => (
              <li key={line.id}>
                <img src={line.item.image_full_url ?? undefined} alt="" />
                <span>
                  {line.item.name}
                  <br />
                  <small>× {line.quantity}</small>
                </span>
                <strong>{formatPrice(line.price * line.quantity, format)}</strong>
              </li>
            ))}
          </Lines>
          <Subtotal>
            <span>Subtotal</span>
            <span>{formatPrice(subtotal, format)}</span>
          </Subtotal>
        </>
      )}
    </Drawer>
  );
}
