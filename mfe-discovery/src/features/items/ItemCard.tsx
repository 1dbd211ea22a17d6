import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  addCartLine,
  cartLinesAtom,
  errorMessages,
  formatPrice,
  itemQuickViewAtom,
  priceFormatOf,
  setCartLineQuantity,
  toast,
  useAtomValue,
  useConfig,
  useSetAtom,
} from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';

export const ITEM_ADDED_MESSAGE = 'Item added to cart';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

function hasOptions(item: Item) {
  return (item.food_variations?.length ?? 0) > 0 || (item.variations?.length ?? 0) > 0;
}

export function ItemCard({ item }: { item: Item }) {
  const { data: config } = useConfig();
  const openQuickView = useSetAtom(itemQuickViewAtom);
  const [adding, setAdding] = useState(false);
  const lineInCart = useAtomValue(cartLinesAtom).find((line) => line.item.id === item.id);

  const add = async () => {
    if (hasOptions(item)) {
      openQuickView({ itemId: item.id });
      return;
    }
    setAdding(true);
    try {
      if (lineInCart) await setCartLineQuantity(lineInCart, lineInCart.quantity + 1);
      else
        await addCartLine({
          model: 'Item',
          item_id: item.id,
          price: item.price,
          quantity: 1,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        });
      toast.success(ITEM_ADDED_MESSAGE);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card>
      <img src={item.image_full_url ?? undefined} alt="" loading="lazy" width="240" height="180" />
      <h3>{item.name}</h3>
      {item.store_name ? <p>{item.store_name}</p> : null}
      <Footer>
        <strong>{formatPrice(item.price, priceFormatOf(config))}</strong>
        <Button type="button" onClick={add} disabled={adding} aria-label={`Add ${item.name} to cart`}>
          Add
        </Button>
      </Footer>
    </Card>
  );
}
