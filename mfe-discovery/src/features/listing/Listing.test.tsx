import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { fakeIntersections } from '../../../../tools/jest/fake-intersections';
import { wireItem } from '../../test/fixtures';
import { Listing } from './Listing';
import { parseListingRoute } from '../../lib/listing-query';

const modules = [
  { id: 1, module_name: 'Grocery', module_type: 'grocery', icon_full_url: null, zones: [] },
  { id: 2, module_name: 'Shop', module_type: 'ecommerce', icon_full_url: null, zones: [] },
];

/** The moduleId header of every call, by path. */
function recordModuleHeaders() {
  const seen: { url: string; moduleId: unknown }[] = [];
  type Adapter = Extract<typeof apiClient.defaults.adapter, (...args: never[]) => unknown>;
  const inner = apiClient.defaults.adapter as Adapter;
  apiClient.defaults.adapter = (config: Parameters<Adapter>[0]) => {
    seen.push({ url: config.url ?? '', moduleId: config.headers.get('moduleId') });
    return inner(config);
  };
  return seen;
}

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  fakeApi({
    'GET /module': () => ({ data: modules }),
    'GET /categories': () => ({ data: [] }),
    'GET /brand': () => ({ data: [] }),
    'GET /items/search': () => ({
      data: { total_size: 1, limit: 12, offset: 1, products: [wireItem(7, 'Desk lamp')] },
    }),
  });
});

it("asks the search as the query's module_id when it names another module", async () => {
  const seen = recordModuleHeaders();
  const route = parseListingRoute(new URLSearchParams('data_type=category&id=5&name=Lamps&module_id=2'))!;
  renderPart(<Listing route={route} />);
  expect(await screen.findByText('Desk lamp')).toBeInTheDocument();
  const searches = seen.filter((call) => call.url === '/items/search');
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((call) => call.moduleId === '2')).toBe(true);
  expect(seen.find((call) => call.url === '/categories')?.moduleId).toBe('2');
  // The brands filter follows that module's type (ecommerce), not the selected grocery's.
  expect(seen.some((call) => call.url === '/brand' && call.moduleId === '2')).toBe(true);
});

it('asks as the selected module without a module_id', async () => {
  const seen = recordModuleHeaders();
  const route = parseListingRoute(new URLSearchParams('search=lamp&data_type=searched'))!;
  renderPart(<Listing route={route} />);
  expect(await screen.findByText('Desk lamp')).toBeInTheDocument();
  const searches = seen.filter((call) => call.url === '/items/search');
  expect(searches.every((call) => call.moduleId === '1')).toBe(true);
});

it('offers the three sort orders and asks the search with the chosen one', async () => {
  const filters: unknown[] = [];
  fakeApi({
    'GET /module': () => ({ data: modules }),
    'GET /categories': () => ({ data: [] }),
    'GET /items/search': (params) => {
      filters.push(params.filter);
      return { data: { total_size: 1, limit: 12, offset: 1, products: [wireItem(7, 'Desk lamp')] } };
    },
  });
  const route = parseListingRoute(new URLSearchParams('search=lamp&data_type=searched'))!;
  renderPart(<Listing route={route} />);
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Default', 'Price: high to low', 'Price: low to high', 'Rating: high to low']);
  await userEvent.selectOptions(sort, 'Rating: high to low');
  expect(sort).toHaveValue('high');
  await waitFor(() => expect(filters).toContain('["high"]'));
  await userEvent.selectOptions(sort, 'Price: high to low');
  await waitFor(() => expect(filters).toContain('["high2Low"]'));
  expect(await screen.findByText('Desk lamp')).toBeInTheDocument();
});

describe('the filter', () => {
  const route = () => parseListingRoute(new URLSearchParams('search=lamp&data_type=searched'))!;
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  /** A screen of this width: media queries answer as a browser would for max-width queries. */
  function screenWidth(width: number) {
    Object.assign(window, {
      matchMedia: (query: string) => ({
        matches: Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) >= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  }

  it('opens as a popover on wide screens, usable from the keyboard', async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    renderPart(<Listing route={route()} />);
    const button = screen.getByRole('button', { name: 'Filter' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const popover = screen.getByRole('dialog', { name: 'Filter' });
    expect(popover).toHaveAttribute('aria-modal', 'false');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', popover.id);
    // Focus moves into the popover; Escape closes it and focus returns to the button.
    expect(popover.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // A click outside closes it too.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('opens as a side drawer below the compact breakpoint', async () => {
    screenWidth(1179);
    renderPart(<Listing route={route()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('radio', { name: 'Any rating' })).toBeInTheDocument();
  });

  it('is a popover from the compact breakpoint up', async () => {
    screenWidth(1180);
    renderPart(<Listing route={route()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toHaveAttribute('aria-modal', 'false');
  });
});

it('shows the whole searched term in the heading, wrapped rather than cut, however long', async () => {
  for (const term of ['a', 'organic cold pressed extra virgin coconut oil '.repeat(6).trim()]) {
    const route = parseListingRoute(new URLSearchParams({ search: term, data_type: 'searched' }))!;
    const { unmount } = renderPart(<Listing route={route} />);
    const heading = screen.getByRole('heading', { level: 1 });
    // The words themselves, not an ellipsis over them: nothing in the heading keeps it to one line.
    expect(heading).toHaveTextContent(`Search results for \u201c${term}\u201d`, { normalizeWhitespace: false });
    for (const element of [heading, ...heading.querySelectorAll('*')]) {
      expect(getComputedStyle(element).whiteSpace).not.toBe('nowrap');
      expect(getComputedStyle(element).textOverflow).not.toBe('ellipsis');
    }
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    expect(await screen.findByText('Desk lamp')).toBeInTheDocument();
    unmount();
  }
});

describe('the next page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('loads when the bottom comes near the screen, and not again when the page that arrives has pushed it away', async () => {
    const intersect = fakeIntersections();
    const offsets: number[] = [];
    fakeApi({
      'GET /module': () => ({ data: modules }),
      'GET /categories': () => ({ data: [] }),
      'GET /items/search': (params) => {
        const page = Number(params.offset);
        offsets.push(page);
        const products = Array.from({ length: 12 }, (_, index) =>
          wireItem(page * 100 + index, `Lamp ${page}-${index}`),
        );
        return { data: { total_size: 36, limit: 12, offset: page, products } };
      },
    });
    renderPart(<Listing route={parseListingRoute(new URLSearchParams('search=lamp&data_type=searched'))!} />);
    expect(await screen.findByText('Lamp 1-0')).toBeInTheDocument();
    // jsdom lays nothing out: where the sentinel is, the test says.
    const sentinel = screen.getByTestId('listing-sentinel');
    let top = 500;
    jest.spyOn(sentinel, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top }) as DOMRect);
    intersect(sentinel, 1);
    // Page 2 pushes the sentinel far below; the observer has not said so yet when it arrives.
    top = 5000;
    expect(await screen.findByText('Lamp 2-0')).toBeInTheDocument();
    // Long enough for another page's call and answer to land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(offsets).toEqual([1, 2]);
    expect(screen.queryByText('Lamp 3-0')).not.toBeInTheDocument();
    // Scrolled down to it again: page 3.
    intersect(sentinel, 0);
    top = 600;
    intersect(sentinel, 1);
    expect(await screen.findByText('Lamp 3-0')).toBeInTheDocument();
    expect(offsets).toEqual([1, 2, 3]);
  });
});
