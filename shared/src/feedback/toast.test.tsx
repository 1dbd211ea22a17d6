import { act, render, screen } from '@testing-library/react';
import { ToastStack } from './ToastStack';
import { toast } from './toast';

let mockNotistackLoads = 0;
jest.mock('notistack', () => {
  mockNotistackLoads += 1;
  return jest.requireActual('notistack');
});

// First in the file: notistack is fetched once per page, so only a page's first toast can show this.
it('fetches notistack with the first toast, not with the page or its toast stack', async () => {
  render(<ToastStack />);
  toast.close('nothing-shown-yet');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(mockNotistackLoads).toBe(0);

  act(() => void toast.success('Item added to cart'));
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(mockNotistackLoads).toBe(1);
});

it('shows a toast once while another with the same id is on screen', async () => {
  render(<ToastStack />);
  act(() => {
    toast.error('Out of Stock', { id: 'stock' });
    toast.error('Out of Stock', { id: 'stock' });
    toast.success('Item added to cart');
  });
  expect(await screen.findAllByText('Out of Stock')).toHaveLength(1);
  expect(screen.getByText('Item added to cart')).toBeInTheDocument();
});

it('shows the toasts asked for before the stack was up, once each and in the order asked', async () => {
  expect(toast.info('Logged in successfully')).toBe('Logged in successfully');
  expect(toast.error('You are not logged in', { id: 'not-logged-in' })).toBe('not-logged-in');
  toast.error('You are not logged in', { id: 'not-logged-in' });
  render(<ToastStack maxSnack={3} />);
  const first = await screen.findByText('Logged in successfully');
  const second = screen.getAllByText('You are not logged in');
  expect(second).toHaveLength(1);
  expect(first.compareDocumentPosition(second[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
