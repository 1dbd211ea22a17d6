import type { Item } from '@storefront/shared/contract/item';
import type { Store } from '@storefront/shared/contract/store';
import { Carousel, CarouselSkeleton } from '../../ui/Carousel';
import { ItemCard } from '../../ui/ItemCard';
import { StoreCard, StoreCardSkeleton } from '../../ui/StoreCard';

const ITEM_BREAKPOINTS = [
  { maxWidth: 1180, perView: 3 },
  { maxWidth: 600, perView: 1.6 },
];
/** Stores side by side at full width. */
const STORE_SLIDES = 4;
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
    <Carousel label={label} perView={STORE_SLIDES} breakpoints={STORE_BREAKPOINTS}>
      {stores.map((store) => (
        <StoreCard key={store.id} store={store} visited={visited} />
      ))}
    </Carousel>
  );
}

/** The store carousel's place while its stores load (one more card than fits, as a full row has). */
export function StoreCarouselSkeleton({ label }: { label: string }) {
  return (
    <CarouselSkeleton
      label={label}
      slides={STORE_SLIDES + 1}
      slide={<StoreCardSkeleton />}
      perView={STORE_SLIDES}
      breakpoints={STORE_BREAKPOINTS}
    />
  );
}
