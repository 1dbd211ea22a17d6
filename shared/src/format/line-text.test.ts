import { addOnNames, variationText } from './line-text';

it('describes a line’s variations and add-ons', () => {
  expect(
    variationText([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Extras', values: { label: ['Cheese', 'Bacon'] } },
    ]),
  ).toBe('Size: Large, Extras: Cheese, Bacon');
  expect(variationText([{ type: 'Black-M', price: 900 }])).toBe('Black-M');
  expect(
    addOnNames([
      { name: 'Extra Cheese', quantity: 2 },
      { name: 'French Fries', quantity: 1 },
    ]),
  ).toBe('Extra Cheese (2), French Fries');
});
