import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastStack } from './ToastStack';
import { toast } from './toast';

let mockOffline = true;
jest.mock('notistack', () => {
  if (mockOffline) throw new Error('offline');
  return jest.requireActual('notistack');
});

it('drops what waited when notistack cannot be fetched, and the next toast fetches it again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(<ToastStack />);
  act(() => void toast.error('The server cannot be reached.'));
  await waitFor(() => expect(warn).toHaveBeenCalledWith('Toasts could not be shown', expect.any(Error)));

  mockOffline = false;
  act(() => void toast.success('Item added to cart'));
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(screen.queryByText('The server cannot be reached.')).not.toBeInTheDocument();
});
