import { act, renderHook } from '@testing-library/react';
import { appStore, chatRefreshAtom } from '@storefront/shared';
import { useChatRefresh } from './use-chat-refresh';

it('reloads on each shell signal, not on mount', () => {
  const reload = jest.fn();
  renderHook(() => useChatRefresh(reload));
  expect(reload).not.toHaveBeenCalled();
  act(() => appStore.set(chatRefreshAtom, (count) => count + 1));
  act(() => appStore.set(chatRefreshAtom, (count) => count + 1));
  expect(reload).toHaveBeenCalledTimes(2);
});
