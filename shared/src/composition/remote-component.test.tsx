import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeIntersections } from '../../../tools/jest/fake-intersections';
import { setRemoteLive } from '../../../tools/jest/live-remote';
import { appStore } from '../state/store';
import { moduleAtom } from '../state/session';
import type { Item } from '../contract/item';
import type { AddToCartButtonProps } from './embeds';
import { RemoteComponent, provideRemoteModuleLoader } from './remote-component';

function Embedded({ item }: AddToCartButtonProps) {
  return <button type="button">Add {item.name}</button>;
}

const apples = { id: 1, name: 'Red Apples' } as Item;

const liveFor = (modules: ('food' | 'grocery')[]) => setRemoteLive('cart_checkout', modules);

beforeEach(() => {
  localStorage.clear();
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

it('loads and renders the exposed component while its remote is live', async () => {
  liveFor(['grocery']);
  const loader = jest.fn().mockResolvedValue({ default: Embedded });
  provideRemoteModuleLoader(loader);
  render(
    <RemoteComponent module="cart_checkout/AddToCartButton" props={{ item: apples }} loading={<span>loading</span>} />,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Add Red Apples' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('cart_checkout', 'AddToCartButton');
});

it('does not request a remote that is off for the selected module', () => {
  liveFor(['food']);
  const loader = jest.fn();
  provideRemoteModuleLoader(loader);
  render(
    <RemoteComponent
      module="cart_checkout/AddToCartButton"
      props={{ item: apples }}
      loading={null}
      unavailable={<span>off</span>}
    />,
  );
  expect(screen.getByText('off')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

it('shows the unavailable content when the load fails, and tries again on the next mount', async () => {
  liveFor(['grocery']);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Embedded });
  provideRemoteModuleLoader(loader);
  const embed = (
    <RemoteComponent
      module="cart_checkout/AddToCartButton"
      props={{ item: apples }}
      loading={null}
      unavailable={<span>off</span>}
    />
  );
  const { unmount } = render(embed);
  expect(await screen.findByText('off')).toBeInTheDocument();
  unmount();
  await act(async () => {
    render(embed);
  });
  expect(await screen.findByRole('button', { name: 'Add Red Apples' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

describe('an embed that waits until the customer nears it', () => {
  let intersect: ReturnType<typeof fakeIntersections>;
  beforeEach(() => {
    intersect = fakeIntersections();
    liveFor(['grocery']);
  });
  afterEach(() => intersect.remove());

  const Clicks = jest.fn();
  function Control({ item }: AddToCartButtonProps) {
    return (
      <button type="button" onClick={() => Clicks(item.name)}>
        Add {item.name}
      </button>
    );
  }
  const standIn = <button type="button">Add Red Apples</button>;
  const waiting = (
    <RemoteComponent module="cart_checkout/AddToCartButton" props={{ item: apples }} loading={standIn} waitUntilNear />
  );
  const placeOf = () => screen.getByRole('button').parentElement!;
  const later = () => {
    let resolve: (module: unknown) => void = () => {};
    const loader = jest.fn(() => new Promise((done) => (resolve = done)));
    provideRemoteModuleLoader(loader);
    return { loader, arrive: () => act(async () => resolve({ default: Control })) };
  };
  beforeEach(() => Clicks.mockClear());

  it('shows the stand-in and loads nothing until its place comes near the screen', async () => {
    const loader = jest.fn().mockResolvedValue({ default: Control });
    provideRemoteModuleLoader(loader);
    render(waiting);
    intersect(placeOf(), 0);
    expect(loader).not.toHaveBeenCalled();
    intersect(placeOf(), 0.1);
    expect(loader).toHaveBeenCalledWith('cart_checkout', 'AddToCartButton');
    await act(async () => undefined);
    expect(placeOf().querySelector('button')).not.toBe(null);
    fireEvent.click(screen.getByRole('button'));
    expect(Clicks).toHaveBeenCalledWith('Red Apples');
  });

  it('starts to load when the pointer comes over the stand-in or it takes focus', () => {
    const first = later();
    render(waiting);
    fireEvent.pointerOver(screen.getByRole('button'));
    expect(first.loader).toHaveBeenCalledTimes(1);
    cleanup();
    const second = later();
    render(waiting);
    act(() => screen.getByRole('button').focus());
    expect(second.loader).toHaveBeenCalledTimes(1);
  });

  it('carries out a click on the stand-in once the component arrives, and moves focus to it', async () => {
    const { arrive } = later();
    render(waiting);
    const stale = screen.getByRole('button');
    act(() => stale.focus());
    fireEvent.click(stale);
    expect(Clicks).not.toHaveBeenCalled();
    await arrive();
    expect(Clicks).toHaveBeenCalledTimes(1);
    const control = screen.getByRole('button', { name: 'Add Red Apples' });
    expect(control).not.toBe(stale);
    expect(control).toHaveFocus();
  });

  it('keeps the stand-in under a press until its click has landed, then carries the click out', async () => {
    const { arrive } = later();
    render(waiting);
    const stale = screen.getByRole('button');
    fireEvent.pointerDown(stale);
    await arrive();
    expect(screen.getByRole('button')).toBe(stale);
    fireEvent.pointerUp(stale);
    fireEvent.click(stale);
    expect(screen.getByRole('button')).not.toBe(stale);
    expect(Clicks).toHaveBeenCalledTimes(1);
  });

  it('lets the component in after a press that never became a click', async () => {
    jest.useFakeTimers();
    try {
      const { arrive } = later();
      render(waiting);
      const stale = screen.getByRole('button');
      fireEvent.pointerDown(stale);
      await arrive();
      fireEvent.pointerUp(stale);
      expect(screen.getByRole('button')).toBe(stale);
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByRole('button')).not.toBe(stale);
      expect(Clicks).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells the component that a pointer resting on the stand-in is on it now', async () => {
    function Hoverable() {
      const [entered, setEntered] = useState(false);
      return (
        <button type="button" onMouseEnter={() => setEntered(true)}>
          {entered ? 'pointer on it' : 'no pointer'}
        </button>
      );
    }
    let resolve: (module: unknown) => void = () => {};
    provideRemoteModuleLoader(jest.fn(() => new Promise((done) => (resolve = done))));
    render(waiting);
    fireEvent.pointerOver(screen.getByRole('button'));
    await act(async () => resolve({ default: Hoverable }));
    expect(screen.getByRole('button')).toHaveTextContent('pointer on it');
  });

  it('renders a component loaded before at once, without the stand-in', async () => {
    provideRemoteModuleLoader(jest.fn().mockResolvedValue({ default: Control }));
    render(<RemoteComponent module="cart_checkout/AddToCartButton" props={{ item: apples }} loading={standIn} />);
    await act(async () => undefined);
    cleanup();
    render(waiting);
    fireEvent.click(screen.getByRole('button'));
    expect(Clicks).toHaveBeenCalledTimes(1);
  });

  it('loads at once when it need not wait', () => {
    const { loader } = later();
    render(
      <RemoteComponent
        module="cart_checkout/AddToCartButton"
        props={{ item: apples }}
        loading={standIn}
        waitUntilNear={false}
      />,
    );
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
