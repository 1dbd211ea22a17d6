import sharp from 'sharp';
import { IMAGE_FOLDERS, type ImageFolder } from '../../lib/images';
import { CREDIT, rasterisePicture, rasterSize, rasterSource, rasterWidthsOf } from './raster';
import { renderPictureBytes, type Recipe } from './render';

const wordmark: Recipe = { kind: 'wordmark', label: 'Storefront', hue: 170, emoji: 'shoppingBags', text: 'Storefront' };
const tile: Recipe = { kind: 'tile', label: 'Apple Juice', hue: 40, picture: ['juice', 'apple'] };

/** The RGBA pixel at (x, y) of a decoded picture. */
async function pixel(webp: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('rasterSource', () => {
  test('sizes the root to the raster and swaps each embedded webp for a PNG of the size it is drawn at', async () => {
    const svg = renderPictureBytes('item', tile).toString('utf8');
    const source = (await rasterSource(svg, 300, 300)).toString('utf8');
    expect(
      source.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 600 600"'),
    ).toBe(true);
    expect(source).not.toContain('data:image/webp');
    const pngs = [...source.matchAll(/href="data:image\/png;base64,([^"]+)" x="\d+" y="\d+" width="(\d+)"/g)];
    expect(pngs).toHaveLength(2);
    for (const [, base64 = '', drawn] of pngs) {
      const meta = await sharp(Buffer.from(base64, 'base64')).metadata();
      // Drawn at half the viewBox's scale: the PNG has the pixels the raster needs, no more.
      expect([meta.format, meta.width]).toEqual(['png', Math.ceil(Number(drawn) / 2)]);
    }
    // Everything but the illustrations is the SVG as drawn.
    const strip = (s: string) => s.replace(/href="[^"]+"/g, '').replace(/width="\d+" height="\d+" viewBox/, '');
    expect(strip(source)).toBe(strip(svg));
  });

  test('an illustration drawn larger than its 256 px source is not enlarged before rasterising', async () => {
    const svg = renderPictureBytes('item', { ...tile, view: 2 }).toString('utf8');
    const source = (await rasterSource(svg, 600, 600)).toString('utf8');
    const [, base64 = ''] = /data:image\/png;base64,([^"]+)"/.exec(source) ?? [];
    expect((await sharp(Buffer.from(base64, 'base64')).metadata()).width).toBe(256);
  });

  test('refuses what is not a stored picture', async () => {
    await expect(rasterSource('<svg xmlns="http://www.w3.org/2000/svg"/>', 10, 10)).rejects.toThrow(/root/);
  });
});

describe('rasterisePicture', () => {
  test.each(Object.keys(IMAGE_FOLDERS) as ImageFolder[])(
    'draws a %s picture as a webp at each of its raster widths',
    async (folder) => {
      const widths = rasterWidthsOf(folder);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      for (const width of widths) {
        const webp = await rasterisePicture(folder, renderPictureBytes(folder, tile), width);
        const meta = await sharp(webp).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, rasterSize(folder, width).height]);
        // The raster keeps the folder's shape, and is never larger than the SVG's own size.
        expect(meta.width / meta.height).toBeCloseTo(IMAGE_FOLDERS[folder].width / IMAGE_FOLDERS[folder].height, 1);
        expect(meta.width).toBeLessThanOrEqual(IMAGE_FOLDERS[folder].width);
      }
      // A plain drawing is the widest.
      expect((await sharp(await rasterisePicture(folder, renderPictureBytes(folder, tile))).metadata()).width).toBe(
        widths.at(-1),
      );
    },
  );

  test('draws the illustrations and the text, and keeps a transparent ground transparent', async () => {
    const webp = await rasterisePicture('business', renderPictureBytes('business', wordmark));
    const { width, height } = rasterSize('business');
    const scale = width / IMAGE_FOLDERS.business.width;
    // The shopping bags, centred at 0.42 of the height from the left; the name's first letter after them.
    const [, , , bags = 0] = await pixel(webp, Math.round(0.42 * IMAGE_FOLDERS.business.height * scale), height / 2);
    expect(bags).toBeGreaterThan(200);
    const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = Math.round(width * 0.5); x < Math.round(width * 0.6); x++)
        if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 128) inked++;
    }
    expect(inked).toBeGreaterThan(200);
    expect((await pixel(webp, width - 2, 2))[3]).toBe(0);
    // The illustrations' licence notice travels with the picture.
    expect((await sharp(webp).metadata()).exif?.toString('latin1')).toContain(CREDIT);
  });
});
