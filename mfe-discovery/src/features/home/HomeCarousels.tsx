import type { Item } from '@storefront/shared/contract/item';
import type { Store } from '@storefront/shared/contract/store';
import { Carousel } from '../../ui/Carousel';
import { ItemCard } from '../../ui/ItemCard';
import { StoreCard } from '../../ui/StoreCard';

const ITEM_BREAKPOINTS = [
  { maxWidth: 1180, perView: 3 },
  { maxWidth: 600, perView: 1.6 },
];
const STORE_BREAKPOINTS = [
  { maxWidth: 1180, perView: 2 },
  { maxWidth: 600, perView: 1.2 },
];

export function ItemCarousel({ label, items, perView = 5 }: { label: string; items: Item[]; perView?: number }) {
  return (
    <Carousel label={label} perView={perView} breakpoints={ITEM_BREAKPOINTS}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </Carousel>
  );
}

export function StoreCarousel({
  label,
  stores,
  visited = false,
}: {
  label: string;
  stores: Store[];
  visited?: boolean;
}) {
  return (
    <Carousel label={label} perView={4} breakpoints={STORE_BREAKPOINTS}>
      {stores.map((store) => (
        <StoreCard key={store.id} store={store} visited={visited} />
      ))}
    </Carousel>
  );
}
