import { draftKey, readDraft } from '@storefront/shared/forms';
import { PARCEL_DRAFT } from '../delivery-info/parcel-draft';
import { clearSelectedCategory, readSelectedCategory, saveSelectedCategory } from './selected-category';

const documents = {
  id: 1,
  name: 'Documents',
  description: 'Papers and envelopes',
  image_full_url: null,
  module_id: 5,
  parcel_per_km_shipping_charge: null,
  parcel_minimum_shipping_charge: null,
};

const values = {
  senderName: 'Sam Sender',
  senderPhone: '+8801711111111',
  senderEmail: '',
  senderAddress: 'Gulshan Avenue',
  senderLat: 23.79,
  senderLng: 90.4,
  receiverName: '',
  receiverPhone: '',
  receiverAddress: '',
  receiverLat: null,
  receiverLng: null,
  chargePayer: 'sender' as const,
  paymentMethod: 'cash_on_delivery' as const,
  instruction: '',
};

describe('selected parcel category', () => {
  afterEach(() => localStorage.clear());

  it('is saved in the parcel draft (every tab, across a restart) and read back', () => {
    saveSelectedCategory(documents);
    expect(readSelectedCategory()).toEqual(documents);
    expect(JSON.parse(localStorage.getItem(draftKey('parcel'))!)).toEqual({
      version: 1,
      data: { category: documents },
    });
    clearSelectedCategory();
    expect(readSelectedCategory()).toBeNull();
  });

  it('a new category keeps what was typed', () => {
    localStorage.setItem(draftKey('parcel'), JSON.stringify({ version: 1, data: { category: documents, values } }));
    saveSelectedCategory({ ...documents, id: 2, name: 'Small Package' });
    expect(readDraft(PARCEL_DRAFT)).toEqual({ category: { ...documents, id: 2, name: 'Small Package' }, values });
  });

  it('ignores a damaged entry, or one of another version', () => {
    localStorage.setItem(draftKey('parcel'), '{not json');
    expect(readSelectedCategory()).toBeNull();
    localStorage.setItem(draftKey('parcel'), JSON.stringify({ version: 1, data: { category: { id: 'x' } } }));
    expect(readSelectedCategory()).toBeNull();
    localStorage.setItem(draftKey('parcel'), JSON.stringify({ version: 0, data: { category: documents } }));
    expect(readSelectedCategory()).toBeNull();
    expect(localStorage.getItem(draftKey('parcel'))).toBeNull();
  });
});
