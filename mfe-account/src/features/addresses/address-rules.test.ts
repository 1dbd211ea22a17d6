import { addressDetails } from './address-rules';

it('lists house, floor and street when given, skipping empty ones', () => {
  expect(addressDetails({ house: '7B', floor: '4', road: '90' })).toBe('House 7B · Floor 4 · Street 90');
  expect(addressDetails({ house: null, floor: ' ', road: '12' })).toBe('Street 12');
  expect(addressDetails({})).toBe('');
});
