import { isSoldOut } from './item-stock';

describe('isSoldOut', () => {
  it('is true outside food when the stock is 0 or less', () => {
    expect(isSoldOut({ module_type: 'grocery', stock: 0 })).toBe(true);
    expect(isSoldOut({ module_type: 'pharmacy', stock: -2 })).toBe(true);
    expect(isSoldOut({ module_type: 'grocery', stock: 1 })).toBe(false);
  });

  it('never marks food, which keeps no stock, nor an untracked (null) stock', () => {
    expect(isSoldOut({ module_type: 'food', stock: 0 })).toBe(false);
    expect(isSoldOut({ module_type: 'ecommerce', stock: null })).toBe(false);
  });

  it('is true when every variation is sold out, not when one still has stock', () => {
    const variations = [
      { type: '500g', price: 100, stock: 0 },
      { type: '1kg', price: 180, stock: 0 },
    ];
    expect(isSoldOut({ module_type: 'grocery', stock: null, variations })).toBe(true);
    expect(
      isSoldOut({
        module_type: 'grocery',
        stock: 4,
        variations: [...variations, { type: '2kg', price: 340, stock: 4 }],
      }),
    ).toBe(false);
    expect(isSoldOut({ module_type: 'grocery', stock: 5, variations: [{ type: '1kg', price: 180 }] })).toBe(false);
  });
});
