/** The IEEE 802.3 polynomial, reflected, as zlib and PayPal's signature scheme use it. */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of the UTF-8 bytes of `text`, unsigned (Node 20 has no zlib.crc32). */
export function crc32(text: string | Uint8Array): number {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
