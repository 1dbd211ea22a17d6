import { useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Button,
  Drawer,
  EmptyState,
  LoadFailed,
  Rating,
  Skeleton,
  formatPrice,
  isSignedInAtom,
  moduleAtom,
  navigateTo,
  priceFormatOf,
  useAtom,
  useAtomValue,
  useConfig,
  wishlistAtom,
  wishlistDrawerOpenAtom,
} from '@storefront/shared';
import { WishlistResponseSchema } from '@storefront/shared/contract/wishlist';
import { ChoiceChips } from '../../ui/Chips';
import { productPath, storePath } from '../../lib/links';
import { useCatalogue } from '../../lib/use-catalogue';
import { discountedPrice } from '../../lib/item-rules';
import { WishlistButton } from '../../ui/WishlistButton';
import { WISHLIST_KEY, type WishlistKind } from '../../lib/wishlist-actions';
import { WISHLIST_DRAWER_WIDTH, wishlistEmptyText, wishlistTabLabel } from '../../lib/wishlist-texts';
import { NOT_LOGGED_IN_MESSAGE } from '../../lib/wishlist-actions';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${Picture} {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function WishlistLists({ kind, close }: { kind: WishlistKind; close: () => void }) {
  const selected = useAtomValue(moduleAtom);
  const ids = useAtomValue(wishlistAtom);
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const { data, error, mutate } = useCatalogue(WISHLIST_KEY, WishlistResponseSchema, {}, { requireModule: false });
  if (error) return <LoadFailed title="The wishlist could not be loaded." onRetry={() => void mutate()} />;
  if (!data)
    return (
      <Rows aria-busy="true" aria-label="Loading the wishlist">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height="82px" />
          </li>
        ))}
      </Rows>
    );
  // A removal shows at once; the list itself is fetched again after every change.
  const items = data.item.filter((item) => ids.itemIds.includes(item.id));
  const stores = data.store.filter((store) => ids.storeIds.includes(store.id));
  const empty = kind === 'item' ? items.length === 0 : stores.length === 0;
  if (empty) return <EmptyState title={wishlistEmptyText(kind, selected?.module_type)} />;
  return (
    <Rows aria-label={wishlistTabLabel(kind, selected?.module_type)}>
      {kind === 'item'
        ? items.map((item) => (
            <Row key={item.id}>
              <Picture src={item.image_full_url} alt="" name={item.name} size={PICTURE_SIZES.item} sizes="64px" />
              <div>
                <Link to={productPath(item)} onClick={close}>
                  {item.name}
                </Link>
                <p>{formatPrice(discountedPrice(item), format)}</p>
                {item.store_name ? <p>{item.store_name}</p> : null}
              </div>
              <WishlistButton kind="item" id={item.id} name={item.name} />
            </Row>
          ))
        : stores.map((store) => (
            <Row key={store.id}>
              <Picture src={store.logo_full_url} alt="" name={store.name} size={PICTURE_SIZES.store} />
              <div>
                <Link to={storePath(store)} onClick={close}>
                  {store.name}
                </Link>
                {store.address ? <p>{store.address}</p> : null}
                <Rating value={store.avg_rating} count={store.rating_count} />
              </div>
              <WishlistButton kind="store" id={store.id} name={store.name} />
            </Row>
          ))}
    </Rows>
  );
}

/**
 * The wishlist drawer (523 px), opened from the shell's wishlist icon on every page: items (foods)
 * and stores (restaurants) in two tabs, each with its remove heart.
 */
export function WishlistDrawer() {
  const [open, setOpen] = useAtom(wishlistDrawerOpenAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const selected = useAtomValue(moduleAtom);
  const [kind, setKind] = useState<WishlistKind>('item');
  const close = () => setOpen(false);

  return (
    <Drawer open={open} title="Wishlist" onClose={close} width={WISHLIST_DRAWER_WIDTH}>
      {signedIn ? (
        <>
          <ChoiceChips
            label="Wishlist lists"
            options={(['item', 'store'] as const).map((value) => ({
              label: wishlistTabLabel(value, selected?.module_type),
              value,
            }))}
            value={kind}
            onChange={setKind}
          />
          <WishlistLists kind={kind} close={close} />
        </>
      ) : (
        <EmptyState
          title={NOT_LOGGED_IN_MESSAGE}
          action={
            <Button
              type="button"
              onClick={() => {
                close();
                navigateTo('/auth/sign-in');
              }}
            >
              Sign In
            </Button>
          }
        >
          Sign in to keep favourite items and stores.
        </EmptyState>
      )}
    </Drawer>
  );
}
