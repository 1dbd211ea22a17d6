import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { toast } from './toast';

it('shows a toast once while another with the same id is on screen', async () => {
  render(<SnackbarProvider />);
  act(() => {
    toast.error('Out of Stock', { id: 'stock' });
    toast.error('Out of Stock', { id: 'stock' });
    toast.success('Item added to cart');
  });
  expect(await screen.findAllByText('Out of Stock')).toHaveLength(1);
  expect(screen.getByText('Item added to cart')).toBeInTheDocument();
});
