import { act, render, screen } from '@testing-library/react';
import { ToastStack } from './ToastStack';
import { toast } from './toast';

let mockNotistackLoads = 0;
jest.mock('notistack', () => {
  mockNotistackLoads += 1;
  return jest.requireActual('notistack');
});

it('prepare fetches notistack and mounts the stack before any toast, so the next one shows at once', async () => {
  render(<ToastStack />);
  expect(mockNotistackLoads).toBe(0);
  act(() => toast.prepare());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockNotistackLoads).toBe(1);

  act(() => void toast.success('Language changed successfully'));
  // Already up: shown in the same act, with no fetch to wait for.
  expect(screen.getByText('Language changed successfully')).toBeInTheDocument();
});
