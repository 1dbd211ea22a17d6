import { addressDetailParts, addressLabel } from './address-details';

it('names each part once, keeps what was typed, and leaves out what is empty', () => {
  expect(addressDetailParts({ house: '7', floor: '4', road: '90' })).toEqual(['House 7', 'Floor 4', 'Street 90']);
  expect(addressDetailParts({ house: 'House 14', floor: 'floor 2', road: "Ammu's flat lane" })).toEqual([
    'House 14',
    'floor 2',
    "Street Ammu's flat lane",
  ]);
  expect(addressDetailParts({ house: ' ', floor: null })).toEqual([]);
});

it('shows a label with its first letter capital and the rest as typed', () => {
  expect(addressLabel('home')).toBe('Home');
  expect(addressLabel("ammu's flat")).toBe("Ammu's flat");
  expect(addressLabel('')).toBe('');
});
