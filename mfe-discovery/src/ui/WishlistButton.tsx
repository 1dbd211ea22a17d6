import styled, { css } from 'styled-components';
import { Icon, useAtomValue, useBusyAction, wishlistAtom } from '@storefront/shared';
import { isWishlisted, toggleWishlist, type WishlistKind } from '../lib/wishlist-actions';

const Heart = styled.button<{ $on: boolean; $floating: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme, $on }) => ($on ? theme.color.danger : theme.color.textMuted)};
  cursor: pointer;
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${({ $floating }) =>
    $floating &&
    css`
      position: absolute;
      top: 0.75rem;
      right: 0.75rem;
      z-index: 2;
      box-shadow: ${({ theme }) => theme.shadow};
    `}
`;

/** The heart on item and store cards and pages: adds to or removes from the customer's wishlist. */
export function WishlistButton({
  kind,
  id,
  name,
  floating = false,
}: {
  kind: WishlistKind;
  id: number;
  name: string;
  /** Pinned to the card's top corner, above the card's link. */
  floating?: boolean;
}) {
  const wishlist = useAtomValue(wishlistAtom);
  const on = isWishlisted(wishlist, kind, id);
  const { busy, run } = useBusyAction();
  const toggle = async () => {
    if (busy) return;
    await run(() => toggleWishlist(kind, id));
  };
  return (
    <Heart
      type="button"
      $on={on}
      $floating={floating}
      aria-label={on ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      aria-busy={busy}
      onClick={() => void toggle()}
    >
      <Icon name="heart" />
    </Heart>
  );
}
