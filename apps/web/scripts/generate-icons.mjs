// Draws the app icons of the manifest (public/manifest.webmanifest) from the Kollega mark of public/favicon.svg:
// a teal square with a white K. Run once with `node scripts/generate-icons.mjs` after changing the mark; the
// files it writes are committed, so the build needs nothing extra. Node only: the K is a polygon, filled with
// 4×4 supersampling for smooth edges, and the PNGs are written with node:zlib.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** The mark on a 64×64 grid, as in favicon.svg. */
const TEAL = [0x0f, 0x6b, 0x74];
const WHITE = [0xff, 0xff, 0xff];
const CORNER = 14;
const K_PATH = 'M20 16h7v14.5L39.5 16H48L34.5 31 49 48h-8.8L27 32.8V48h-7z';
const K = [
  [20, 16],
  [27, 16],
  [27, 30.5],
  [39.5, 16],
  [48, 16],
  [34.5, 31],
  [49, 48],
  [40.2, 48],
  [27, 32.8],
  [27, 48],
  [20, 48],
];

function insideK(x, y) {
  let inside = false;
  for (let i = 0, j = K.length - 1; i < K.length; j = i++) {
    const [xi, yi] = K[i];
    const [xj, yj] = K[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of the icon at `size` px; `rounded` false fills the square edge to edge (maskable, Apple). */
function draw(size, rounded) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (rounded && !insideRoundedSquare(x, y, CORNER)) continue;
          covered++;
          if (insideK(x, y)) white++;
        }
      }
      const offset = (py * size + px) * 4;
      const share = covered === 0 ? 0 : white / covered;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(TEAL[c] + (WHITE[c] - TEAL[c]) * share);
      pixels[offset + 3] = Math.round((covered / samples ** 2) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each scanline starts with filter type 0 (none).
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  // Maskable icons are cropped by the launcher; the K sits inside the central safe zone.
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  // iOS rounds the corners itself and shows transparency as black, so this one is square.
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
];
for (const { file, size, rounded } of icons) {
  writeFileSync(`${publicDir}${file}`, png(size, draw(size, rounded)));
  console.log(`wrote public/${file} (${size}×${size})`);
}

const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
writeFileSync(
  `${publicDir}icon.svg`,
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Kollega</title><rect width="64" height="64" rx="${CORNER}" fill="${hex(TEAL)}"/><path d="${K_PATH}" fill="${hex(WHITE)}"/></svg>\n`,
);
console.log('wrote public/icon.svg');
