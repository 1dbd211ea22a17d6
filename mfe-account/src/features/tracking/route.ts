import useSWR from 'swr';
import { getParsed } from '@storefront/shared';
import { timelineStep } from '@storefront/shared/ordering';
import { DirectionResponseSchema } from '@storefront/shared/contract/location';
import type { Order } from '@storefront/shared/contract/order';

export interface Point {
  lat: number;
  lng: number;
}

/** Where an order starts, goes, and where its delivery man is (null when not known). */
export interface OrderPlaces {
  /** The store, or the sender's address for a parcel. */
  origin: Point | null;
  /** The delivery address, or the receiver's for a parcel. */
  destination: Point | null;
  man: Point | null;
}

function pointOf(lat: number | null | undefined, lng: number | null | undefined): Point | null {
  return lat === null || lat === undefined || lng === null || lng === undefined ? null : { lat, lng };
}

export function placesOf(order: Order): OrderPlaces {
  const parcel = order.order_type === 'parcel';
  const sender = pointOf(order.delivery_address?.latitude, order.delivery_address?.longitude);
  const receiver = pointOf(order.receiver_details?.latitude, order.receiver_details?.longitude);
  const store = order.store ? pointOf(order.store.latitude, order.store.longitude) : null;
  return {
    origin: parcel ? sender : store,
    destination: parcel ? receiver : sender,
    man: order.delivery_man ? pointOf(order.delivery_man.lat, order.delivery_man.lng) : null,
  };
}

const same = (a: Point, b: Point) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

/**
 * The stops of the driving route the map draws. Before pick-up the delivery man rides to the store
 * first (man → store → door); once picked up he is on the way (store → man → door); without a
 * delivery man, or once delivered, the line runs from the store to the door. Repeated points go.
 */
export function routeStops(status: string, { origin, destination, man }: OrderPlaces): Point[] {
  const step = timelineStep(status);
  const ordered =
    man && step > 0 && step < 3
      ? [man, origin, destination]
      : man && step === 3
        ? [origin, man, destination]
        : [origin, destination];
  const stops: Point[] = [];
  for (const point of ordered) {
    if (point && !(stops.length > 0 && same(stops[stops.length - 1]!, point))) stops.push(point);
  }
  return stops.length >= 2 ? stops : [];
}

/** The legs' route points joined into one line (each leg starts where the last ended). */
export function joinLegs(legs: Point[][]): Point[] {
  const line: Point[] = [];
  for (const leg of legs) {
    for (const point of leg) {
      if (!(line.length > 0 && same(line[line.length - 1]!, point))) line.push(point);
    }
  }
  return line;
}

async function fetchLeg(from: Point, to: Point): Promise<Point[]> {
  const reply = await getParsed('/config/direction-api', DirectionResponseSchema, {
    params: { origin_lat: from.lat, origin_lng: from.lng, destination_lat: to.lat, destination_lng: to.lng },
  });
  return reply.routes[0]?.points ?? [from, to];
}

/** The API's driving route through the stops (config/direction-api, one leg at a time). */
export function useRoutePath(stops: Point[]) {
  const key = stops.map((stop) => `${stop.lat.toFixed(6)},${stop.lng.toFixed(6)}`).join(';');
  const { data } = useSWR(
    stops.length >= 2 ? ['/config/direction-api', key] : null,
    async () => joinLegs(await Promise.all(stops.slice(1).map((to, index) => fetchLeg(stops[index]!, to)))),
    { revalidateOnFocus: false },
  );
  return data;
}
