import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, SharpImageVariants } from '../../../server/images/SharpImageVariants.ts';
import { decompressionBombPng, gradientPicture } from './pictures.ts';

async function widthOf(bytes: Uint8Array): Promise<number> {
  return (await sharp(bytes).metadata()).width;
}

describe('Image variants made with sharp', () => {
  it('narrows a picture to the width and converts it to the type asked for', async () => {
    const png = { contentType: 'image/png', bytes: await gradientPicture(600, 200, 'png') };
    const variant = await new SharpImageVariants().variantOf(png, 320, 'image/webp');
    expect(variant?.contentType).toBe('image/webp');
    expect(await widthOf(variant!.bytes)).toBe(320);
    expect((await sharp(variant!.bytes).metadata()).format).toBe('webp');
  });

  it('sends the stored bytes when there is nothing to narrow or convert', async () => {
    const png = { contentType: 'image/png', bytes: await gradientPicture(120, 60, 'png') };
    expect(await new SharpImageVariants().variantOf(png, 320, 'image/png')).toBe(png);
  });

  it('makes each variant once and keeps it, even for requests arriving together', async () => {
    const variants = new SharpImageVariants();
    const png = { contentType: 'image/png', bytes: await gradientPicture(600, 200, 'png') };
    const [first, second] = await Promise.all([
      variants.variantOf(png, 320, 'image/avif'),
      variants.variantOf(png, 320, 'image/avif'),
    ]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    // The same bytes under another file id are the same picture.
    expect(await variants.variantOf({ ...png, bytes: png.bytes.slice() }, 320, 'image/avif')).toBe(first);
    expect(await variants.variantOf(png, 480, 'image/avif')).not.toBe(first);
  });

  it('refuses bytes that are not a picture it can read', async () => {
    const variants = new SharpImageVariants();
    expect(
      await variants.variantOf(
        { contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2, 3]) },
        320,
        'image/webp',
      ),
    ).toBeNull();
    expect(
      await variants.variantOf(
        { contentType: 'image/png', bytes: new TextEncoder().encode('<html></html>') },
        320,
        'image/png',
      ),
    ).toBeNull();
  });

  it(`refuses a picture with more pixels than its limit (${MAX_INPUT_PIXELS} by default) from its header`, async () => {
    const png = { contentType: 'image/png', bytes: await gradientPicture(200, 200, 'png') };
    expect(await new SharpImageVariants({ maxInputPixels: 100 * 100 }).variantOf(png, 160, 'image/png')).toBeNull();
    expect(
      await widthOf(
        (await new SharpImageVariants({ maxInputPixels: 200 * 200 }).variantOf(png, 160, 'image/png'))!.bytes,
      ),
    ).toBe(160);
  });

  it('refuses a real picture just over the default limit, so a 40-megapixel decode is the most one request can cost', async () => {
    const over = new Uint8Array(
      await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    expect(
      await new SharpImageVariants().variantOf({ contentType: 'image/png', bytes: over }, 320, 'image/png'),
    ).toBeNull();
  });

  it('refuses a decompression bomb', async () => {
    const bomb = { contentType: 'image/png', bytes: await decompressionBombPng(100_000, 100_000) };
    expect(await new SharpImageVariants().variantOf(bomb, 320, 'image/avif')).toBeNull();
  });
});
