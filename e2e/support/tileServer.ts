/**
 * A map tile server for the browser journeys (issue 21): one small grey PNG for any /{z}/{x}/{y}.png, so the map
 * draws its tiles without the internet. The global setup starts it and gives the portal MAP_TILES_URL pointing at
 * it (the portal's CSP then allows its origin); it counts what it served.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 × 256 greyscale PNG of one shade: a tile that looks like a tile. */
function tilePng(shade = 0xdd): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((size + 1) * size, shade);
  for (let row = 0; row < size; row += 1) {
    rows[row * (size + 1)] = 0; // filter: none
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** The template the portal's MAP_TILES_URL gets: http://127.0.0.1:PORT/{z}/{x}/{y}.png */
  template: string;
  /** Tiles served so far. */
  served(): number;
  close(): Promise<void>;
}

const TILE_PATH = /^\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/;

/** Starts the tile server on a free loopback port. */
export async function startTileServer(): Promise<TileServer> {
  const png = tilePng();
  let served = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://tiles').pathname;
    if (request.method !== 'GET' || !TILE_PATH.test(path)) {
      response.writeHead(404).end();
      return;
    }
    served += 1;
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': png.length,
        'cache-control': 'public, max-age=3600',
      })
      .end(png);
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
