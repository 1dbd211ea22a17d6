import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme } from '../theme';
import { BillRows } from './BillRows';

const quote = {
  item_total: 500,
  add_on_total: 0,
  discount_on_items: 0,
  subtotal: 500,
  coupon_discount: 0,
  coupon_title: null,
  tax: 25,
  original_delivery_charge: 45,
  delivery_charge: 45,
  additional_charge: 0,
  dm_tips: 0,
  total: 570,
  wallet_used: 0,
  first_order_discount: 0,
};

function bill(theme: typeof lightTheme, settling: boolean) {
  render(
    <ThemeProvider theme={theme}>
      <BillRows bill={quote} orderType="delivery" money={(amount) => `৳${amount}`} settling={settling} />
    </ThemeProvider>,
  );
  return screen.getByTestId('bill-total');
}

// A bill being worked out again stays on screen, muted: faded figures (opacity) fell below the
// contrast a customer needs to read them, and an accessibility check run mid-quote failed on them.
it.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('mutes the figures of a bill being worked out again in the muted text colour (%s), never fades them', (_, theme) => {
  const total = bill(theme, true);
  expect(screen.getByTestId('bill')).toHaveAttribute('aria-busy', 'true');
  expect(getComputedStyle(total).color).toBe(rgb(theme.color.textMuted));
  expect(getComputedStyle(total).opacity).not.toMatch(/^0/);
});

it('shows a settled bill in the text colour', () => {
  const total = bill(lightTheme, false);
  expect(getComputedStyle(total).color).not.toBe(rgb(lightTheme.color.textMuted));
});

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
