import { afterPriorityPictures } from './after-priority-pictures';

/** A picture on its way: jsdom never loads one, so `complete` is set by hand. */
function picture({ priority, complete }: { priority: boolean; complete: boolean }) {
  const element = document.createElement('img');
  if (priority) element.setAttribute('fetchpriority', 'high');
  Object.defineProperty(element, 'complete', { value: complete });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

test('runs at once when no priority picture is on its way', () => {
  picture({ priority: true, complete: true });
  picture({ priority: false, complete: false });
  const task = jest.fn();
  afterPriorityPictures(task);
  expect(task).toHaveBeenCalledTimes(1);
});

test('waits until every priority picture on its way has loaded or failed, then runs once', () => {
  const cover = picture({ priority: true, complete: false });
  const banner = picture({ priority: true, complete: false });
  const task = jest.fn();
  afterPriorityPictures(task);
  cover.dispatchEvent(new Event('load'));
  expect(task).not.toHaveBeenCalled();
  banner.dispatchEvent(new Event('error'));
  expect(task).toHaveBeenCalledTimes(1);
  banner.dispatchEvent(new Event('load'));
  expect(task).toHaveBeenCalledTimes(1);
});

test('runs after the timeout at the latest, and not at all once cancelled', () => {
  jest.useFakeTimers();
  picture({ priority: true, complete: false });
  const late = jest.fn();
  afterPriorityPictures(late, 2000);
  jest.advanceTimersByTime(1999);
  expect(late).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(late).toHaveBeenCalledTimes(1);

  const cancelled = jest.fn();
  afterPriorityPictures(cancelled, 2000)();
  jest.advanceTimersByTime(5000);
  expect(cancelled).not.toHaveBeenCalled();
});
