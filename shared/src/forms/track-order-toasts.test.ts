import { toast } from '../feedback/toast';
import { NEED_CONTACT_NUMBER, NEED_ORDER_ID, checkTrackForm, toastTrackCheck } from './track-order';

afterEach(() => jest.restoreAllMocks());

it('shows a refused check as its toast, closing the other warning', () => {
  const error = jest.spyOn(toast, 'error').mockReturnValue('');
  const close = jest.spyOn(toast, 'close').mockImplementation(() => undefined);
  expect(toastTrackCheck(checkTrackForm({ orderId: '', contact: '' }, false))).toBe(false);
  expect(error).toHaveBeenCalledWith(NEED_ORDER_ID);
  expect(close.mock.calls).toEqual([[NEED_CONTACT_NUMBER]]);
});

it('clears both warnings when the search goes ahead', () => {
  const error = jest.spyOn(toast, 'error').mockReturnValue('');
  const close = jest.spyOn(toast, 'close').mockImplementation(() => undefined);
  expect(toastTrackCheck(checkTrackForm({ orderId: '7', contact: '01700000000' }, false))).toBe(true);
  expect(error).not.toHaveBeenCalled();
  expect(close.mock.calls).toEqual([[NEED_ORDER_ID], [NEED_CONTACT_NUMBER]]);
});
