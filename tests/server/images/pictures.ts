import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A raster picture with detail in it (gradients and a moiré), so its narrower variants really are smaller. */
export async function gradientPicture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x * 255) / width);
      pixels[at + 1] = Math.floor((y * 255) / height);
      pixels[at + 2] = (x * y) % 256;
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer(),
  );
}

/** Where a PNG's IHDR chunk keeps its width, height and the CRC that covers them (after the 8-byte signature). */
const IHDR_TYPE_OFFSET = 12;
const IHDR_WIDTH_OFFSET = 16;
const IHDR_DATA_LENGTH = 13;

/**
 * A small, valid-looking PNG whose header claims `width` × `height` pixels: what a decompression bomb looks
 * like to a decoder before it starts (a few hundred bytes that would unpack to gigabytes).
 */
export async function decompressionBombPng(width: number, height: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.setUint32(IHDR_WIDTH_OFFSET, width);
  view.setUint32(IHDR_WIDTH_OFFSET + 4, height);
  const crcOffset = IHDR_TYPE_OFFSET + 4 + IHDR_DATA_LENGTH;
  view.setUint32(crcOffset, crc32(bytes.subarray(IHDR_TYPE_OFFSET, crcOffset)));
  return bytes;
}
