import { DESCRIPTION_CLAMP, clampText } from './item-details-rules';

it('clamps descriptions at 130 characters', () => {
  expect(clampText('short', DESCRIPTION_CLAMP)).toEqual({ text: 'short', clamped: false });
  const long = 'a'.repeat(131);
  expect(clampText(long, DESCRIPTION_CLAMP)).toEqual({ text: `${'a'.repeat(130)}…`, clamped: true });
});
