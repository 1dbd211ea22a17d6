import { fireEvent, screen } from '@testing-library/react';
import { fakeIntersections } from '../../../../tools/jest/fake-intersections';
import { renderPart } from '../../../../tools/jest/render-part';
import { LazyNewsletter } from './LazyNewsletter';

const intersect = fakeIntersections();
afterAll(() => intersect.remove());

test('out of view the footer keeps the form’s room empty, with nothing animating; near it the form loads', async () => {
  const { container } = renderPart(<LazyNewsletter title="Stay in the loop" />);
  const holder = container.firstElementChild!;
  expect(holder).toBeEmptyDOMElement();

  await intersect(holder, 0.1);
  expect(await screen.findByRole('textbox', { name: /email/i })).toBeInTheDocument();
});

test("in view while the page's largest picture loads, the form waits for that picture", async () => {
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: false });
  document.body.append(picture);
  try {
    const { container } = renderPart(<LazyNewsletter title="Stay in the loop" />);
    const holder = container.firstElementChild!;
    await intersect(holder, 0.1);
    expect(holder).toBeEmptyDOMElement();

    fireEvent.load(picture);
    expect(await screen.findByRole('textbox', { name: /email/i })).toBeInTheDocument();
  } finally {
    picture.remove();
  }
});
