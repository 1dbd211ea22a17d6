import { deliversToZones } from '@storefront/shared';
import { outsideLocationText } from './outside-location';

const item = (name: string, storeName: string) => ({ key: name, name, storeName });

it('names the stores that do not deliver, once each, and what can be done', () => {
  expect(outsideLocationText([item('Fresh Milk', 'Fresh Basket'), item('Eggs', 'Fresh Basket')], true)).toBe(
    'Fresh Basket does not deliver to your delivery location, so these items cannot be ordered there. ' +
      'Remove them, or change the location to order them.',
  );
  expect(outsideLocationText([item('Fresh Milk', 'Fresh Basket'), item('Naan', 'Spice Route')], true)).toMatch(
    /^Fresh Basket and Spice Route do not deliver/,
  );
  // A Buy now item is not in the cart: only the location can change.
  expect(outsideLocationText([item('Fresh Milk', 'Fresh Basket')], false)).toBe(
    'Fresh Basket does not deliver to your delivery location, so this item cannot be ordered there. ' +
      'Change the location to order it.',
  );
});

it("a store delivers to a location whose zones hold the store's zone; with no zones yet nothing is said", () => {
  expect(deliversToZones({ zone_id: 1 }, [1, 2])).toBe(true);
  expect(deliversToZones({ zone_id: '2' }, [2])).toBe(true);
  expect(deliversToZones({ zone_id: 1 }, [2])).toBe(false);
  expect(deliversToZones({ zone_id: 1 }, [])).toBe(true);
});
