import { findBoundViolation, INPUT_BOUNDS } from './input-bounds';

describe('findBoundViolation', () => {
  it('lets an ordinary order body through', () => {
    const body = {
      cart: [
        {
          item_id: 12,
          quantity: 2,
          add_on_ids: [3],
          add_on_qtys: [1],
          variation: [{ name: 'Size', values: { label: ['Large'] } }],
        },
      ],
      order_note: 'Ring twice',
      guest_id: 281_474_976_710_000,
    };
    expect(findBoundViolation(body)).toBeNull();
  });

  it('names the field of an over-long string', () => {
    expect(findBoundViolation({ order_note: 'x'.repeat(INPUT_BOUNDS.stringLength + 1) })).toEqual({
      path: 'order_note',
      message: `The order note may not be greater than ${INPUT_BOUNDS.stringLength} characters.`,
    });
  });

  it('refuses a list longer than any cart', () => {
    const found = findBoundViolation({ cart: Array.from({ length: INPUT_BOUNDS.arrayLength + 1 }, () => ({})) });
    expect(found?.path).toBe('cart');
  });

  it('refuses numbers no price, id or quantity reaches, and non-finite ones', () => {
    expect(findBoundViolation({ cart: [{ quantity: 2 ** 53 - 1 }] })).toEqual({
      path: 'cart.0.quantity',
      message: 'The quantity is out of range.',
    });
    expect(findBoundViolation({ offset: 1e308 })?.path).toBe('offset');
  });

  it('refuses deep nesting and objects with too many keys', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < INPUT_BOUNDS.depth + 1; i += 1) deep = { a: deep };
    expect(findBoundViolation(deep)?.message).toMatch(/nested too deeply/);
    const wide = Object.fromEntries(Array.from({ length: INPUT_BOUNDS.objectKeys + 1 }, (_, i) => [`k${i}`, i]));
    expect(findBoundViolation(wide)?.message).toMatch(/too many fields/);
  });

  it('leaves uploaded files to the upload limits', () => {
    expect(findBoundViolation({ image: Buffer.alloc(INPUT_BOUNDS.stringLength * 2) })).toBeNull();
  });
});
