import { orderFixture } from '../../test-fixtures';
import { joinLegs, placesOf, routeStops } from './route';

const store = { lat: 23.794, lng: 90.404 };
const door = { lat: 23.7925, lng: 90.4078 };
const man = { lat: 23.793, lng: 90.404 };

it('reads the store, the door and the delivery man of an order; a parcel goes from sender to receiver', () => {
  expect(placesOf(orderFixture())).toEqual({ origin: store, destination: door, man: null });
  const parcel = orderFixture({
    order_type: 'parcel',
    store: null,
    receiver_details: {
      contact_person_name: 'Nusrat Jahan',
      contact_person_number: '+8801811000222',
      address: 'Road 27, Dhanmondi',
      latitude: 23.7561,
      longitude: 90.3746,
    },
  } as never);
  expect(placesOf(parcel)).toEqual({ origin: door, destination: { lat: 23.7561, lng: 90.3746 }, man: null });
});

it('routes the delivery man to the store before pick-up, and from the store through him to the door after', () => {
  expect(routeStops('confirmed', { origin: store, destination: door, man })).toEqual([man, store, door]);
  expect(routeStops('picked_up', { origin: store, destination: door, man })).toEqual([store, man, door]);
  expect(routeStops('delivered', { origin: store, destination: door, man: door })).toEqual([store, door]);
  expect(routeStops('pending', { origin: store, destination: door, man: null })).toEqual([store, door]);
  // Waiting at the store: the repeated point goes.
  expect(routeStops('confirmed', { origin: store, destination: door, man: store })).toEqual([store, door]);
  expect(routeStops('pending', { origin: null, destination: door, man: null })).toEqual([]);
});

it('joins the legs into one line', () => {
  const corner = { lat: 23.7925, lng: 90.404 };
  expect(
    joinLegs([
      [store, man],
      [man, corner, door],
    ]),
  ).toEqual([store, man, corner, door]);
});
