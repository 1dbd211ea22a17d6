import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from './theme';
import { Picture, initialsOf } from './Picture';
import { PICTURE_SIZES } from './picture-sizes';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

it('renders a lazy image with its intrinsic width and height', () => {
  themed(<Picture src="/images/item/apples.webp" alt="Red Apples" size={PICTURE_SIZES.item} />);
  const image = screen.getByRole('img', { name: 'Red Apples' });
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('width', '600');
  expect(image).toHaveAttribute('height', '600');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
});

it('loads a priority image at once and first', () => {
  themed(<Picture src="/images/banner/a.webp" alt="Offer" size={PICTURE_SIZES.banner} priority />);
  const image = screen.getByRole('img', { name: 'Offer' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

it('offers the API’s narrower rasters when the page says how wide it shows the picture', () => {
  const banner = 'http://api.test/images/banner/deals.svg';
  themed(<Picture src={banner} alt="Offer" size={PICTURE_SIZES.banner} sizes="(max-width: 600px) 91vw, 410px" />);
  const image = screen.getByRole('img', { name: 'Offer' });
  expect(image).toHaveAttribute('src', banner);
  expect(image).toHaveAttribute('srcset', `${banner}?w=480 480w, ${banner}?w=720 720w, ${banner} 960w`);
  expect(image).toHaveAttribute('sizes', '(max-width: 600px) 91vw, 410px');
});

it('offers one address without sizes, for a folder drawn at one width, or a picture not the API’s', () => {
  const { rerender } = themed(<Picture src="/images/banner/a.svg" alt="Offer" size={PICTURE_SIZES.banner} />);
  const image = () => screen.getByRole('img', { name: 'Offer' });
  expect(image()).not.toHaveAttribute('srcset');
  for (const [src, size] of [
    ['/images/store/a.svg', PICTURE_SIZES.store],
    ['https://cdn.example/banner.webp', PICTURE_SIZES.banner],
    ['/images/banner/a.svg?v=2', PICTURE_SIZES.banner],
  ] as const) {
    rerender(
      <ThemeProvider theme={lightTheme}>
        <Picture src={src} alt="Offer" size={size} sizes="200px" />
      </ThemeProvider>,
    );
    expect(image()).toHaveAttribute('src', src);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('sizes');
  }
});

it('shows the letter tile, with the same name, size and class, once the image fails', () => {
  themed(<Picture src="/images/item/gone.webp" alt="Red Apples" size={PICTURE_SIZES.item} className="thumb" />);
  fireEvent.error(screen.getByRole('img', { name: 'Red Apples' }));
  const tile = screen.getByRole('img', { name: 'Red Apples' });
  expect(tile.tagName).toBe('svg');
  expect(tile).toHaveTextContent(/^RA$/);
  expect(tile).toHaveAttribute('width', '600');
  expect(tile).toHaveClass('thumb');
});

it('shows the initials of name without a picture, hidden when the alt text is empty', () => {
  const { container } = themed(<Picture src={null} alt="" name="beef nihari with naan" size={PICTURE_SIZES.item} />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(container).toHaveTextContent(/^BN$/);
});

it('takes the first letters of the first two words', () => {
  expect(initialsOf('Paracetamol 500 mg')).toBe('P5');
  expect(initialsOf('  élan (vital) ')).toBe('ÉV');
  expect(initialsOf('')).toBe('');
});
