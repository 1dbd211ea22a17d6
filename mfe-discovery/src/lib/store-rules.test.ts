import { isClosed } from './store-rules';

it('marks inactive or closed stores with the CLOSED NOW overlay', () => {
  expect(isClosed({ open: 1, active: true })).toBe(false);
  expect(isClosed({ open: 0, active: true })).toBe(true);
  expect(isClosed({ open: 1, active: false })).toBe(true);
});
