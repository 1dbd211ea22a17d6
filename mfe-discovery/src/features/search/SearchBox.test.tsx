import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, moduleAtom, searchedValuesAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { wireItem } from '../../test/fixtures';
import { SearchBox } from './SearchBox';
import { SUGGESTION_POPUP_WAIT_MS } from './recent-searches';

const panel = () => screen.queryByRole('region', { name: 'Search suggestions' });
const box = () => screen.getByRole('searchbox', { name: 'Search items or stores' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPart(<SearchBox />);
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  appStore.set(searchedValuesAtom, ['milk']);
  fakeApi({
    'GET /items/popular': () => ({
      data: {
        total_size: 3,
        limit: 12,
        offset: 1,
        products: [wireItem(1, 'Desk lamp'), wireItem(2, 'Milk'), wireItem(3, 'Desk lamp')],
      },
    }),
    'GET /items/search-suggestion': () => ({ data: { items: [], stores: [] } }),
  });
});

afterEach(() => {
  jest.useRealTimers();
});

it('opens recent and popular searches once the focused box has been left alone for 5000 ms', async () => {
  const user = setup();
  await user.tab();
  expect(box()).toHaveFocus();
  wait(SUGGESTION_POPUP_WAIT_MS - 1);
  expect(panel()).not.toBeInTheDocument();
  wait(1);
  expect(panel()).toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-controls', panel()?.id);
  expect(screen.getByRole('button', { name: 'milk' })).toBeInTheDocument();
  // Popular item names, each once, without the recent search they repeat.
  expect(await screen.findByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Desk lamp' })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Milk' })).not.toBeInTheDocument();
});

it('starts the wait over with each keystroke; a typed term opens its suggestions at once', async () => {
  const user = setup();
  await user.click(box());
  wait(3000);
  await user.type(box(), 'a');
  expect(panel()).toBeInTheDocument();
  // Erasing the term closes its suggestions and waits again, from the last keystroke.
  await user.type(box(), '{Backspace}');
  expect(panel()).not.toBeInTheDocument();
  wait(SUGGESTION_POPUP_WAIT_MS - 1);
  expect(panel()).not.toBeInTheDocument();
  wait(1);
  expect(panel()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'milk' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
});

it('asks for suggestions once typing has paused for 500 ms, for the last term only', async () => {
  const asked: string[] = [];
  fakeApi({
    'GET /items/popular': () => ({ data: { total_size: 0, limit: 12, offset: 1, products: [] } }),
    'GET /items/search-suggestion': (params) => {
      asked.push(String(params.name));
      return { data: { items: [], stores: [] } };
    },
  });
  const user = setup();
  await user.type(box(), 'tea');
  await act(() => jest.advanceTimersByTimeAsync(499));
  expect(asked).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  await waitFor(() => expect(asked).toEqual(['tea']));
});

it('typing spaces into the empty box starts the wait over too', async () => {
  const user = setup();
  await user.click(box());
  wait(4000);
  await user.type(box(), ' ');
  wait(SUGGESTION_POPUP_WAIT_MS - 1);
  expect(panel()).not.toBeInTheDocument();
  wait(1);
  expect(panel()).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
});

it('Escape closes the panel and stops the wait; leaving the box stops it too', async () => {
  const user = setup();
  await user.click(box());
  wait(SUGGESTION_POPUP_WAIT_MS);
  expect(await screen.findByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(panel()).not.toBeInTheDocument();
  expect(box()).not.toHaveAttribute('aria-controls');
  wait(SUGGESTION_POPUP_WAIT_MS * 2);
  expect(panel()).not.toBeInTheDocument();

  // Focus moves on (to the Search button) before the wait ends: nothing opens.
  await user.click(box());
  wait(2000);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  wait(SUGGESTION_POPUP_WAIT_MS);
  expect(panel()).not.toBeInTheDocument();
});

it('keeps a long recent search to one line, the whole term in its title and name', async () => {
  const long = 'sugar free dark chocolate with roasted almonds and sea salt '.repeat(4).trim();
  appStore.set(searchedValuesAtom, [long, 'milk']);
  const user = setup();
  await user.tab();
  wait(SUGGESTION_POPUP_WAIT_MS);
  const button = screen.getByRole('button', { name: long });
  expect(within(button).getByTitle(long)).toHaveTextContent(long);
  expect(await screen.findByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
});
