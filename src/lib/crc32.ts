// CRC-32 (IEEE, as zip uses), slicing by 8 over Int32Array tables: several times faster than
// JSZip's own (a plain Array of doubles), which dominated zipping time.
const TABLES = new Int32Array(256 * 8);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  TABLES[n] = c;
}
for (let n = 0; n < 256; n++) {
  for (let k = 1; k < 8; k++) {
    const prev = TABLES[(k - 1) * 256 + n];
    TABLES[k * 256 + n] = (prev >>> 8) ^ TABLES[prev & 0xff];
  }
}

/** CRC-32 of `bytes`, continuing from `crc` (0 to start). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const t = TABLES;
  let c = ~crc;
  let i = 0;
  const end = bytes.length - (bytes.length % 8);
  for (; i < end; i += 8) {
    const a = c ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
    c =
      t[1792 + (a & 0xff)] ^
      t[1536 + ((a >>> 8) & 0xff)] ^
      t[1280 + ((a >>> 16) & 0xff)] ^
      t[1024 + (a >>> 24)] ^
      t[768 + bytes[i + 4]] ^
      t[512 + bytes[i + 5]] ^
      t[256 + bytes[i + 6]] ^
      t[bytes[i + 7]];
  }
  for (; i < bytes.length; i++) c = (c >>> 8) ^ t[(c ^ bytes[i]) & 0xff];
  return ~c >>> 0;
}
