import { renderHook } from '@testing-library/react';
import { draftKey, readDraft } from '@storefront/shared/forms';
import { CHECKOUT_DRAFT, useCheckoutDraft } from './use-checkout-draft';

afterEach(() => sessionStorage.clear());

const contact = {
  contact_person_name: 'Rumi Akter',
  contact_person_number: '+8801722222222',
  contact_person_email: '',
};

it('takes over a guest contact saved under the old key, once', () => {
  sessionStorage.setItem('guest-contact', JSON.stringify(contact));
  const { result } = renderHook(() => useCheckoutDraft(7));
  expect(result.current.guestContact).toEqual(contact);
  expect(sessionStorage.getItem('guest-contact')).toBeNull();
  expect(readDraft(CHECKOUT_DRAFT)?.contact).toEqual(contact);
});

it("waits with another store's coupon until that store's checkout", () => {
  sessionStorage.setItem(
    draftKey('checkout'),
    JSON.stringify({
      version: 1,
      data: {
        contact: null,
        addressId: null,
        extra: { road: '', house: '', floor: '' },
        coupon: { code: 'SAVE10', storeId: 7 },
        tip: 0,
      },
    }),
  );
  expect(renderHook(() => useCheckoutDraft(8)).result.current.couponToRestore).toBeNull();
  expect(renderHook(() => useCheckoutDraft(7)).result.current.couponToRestore).toBe('SAVE10');
});
