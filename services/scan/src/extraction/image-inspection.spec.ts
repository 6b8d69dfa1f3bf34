import { decodeDataUrl, ImageRejectedError, inspectImage } from './image-inspection';

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as ImageRejectedError).reason;
  }
  return 'accepted';
};

function png(width: number, height: number): Buffer {
  const buf = Buffer.alloc(45);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf);
  buf.writeUInt32BE(13, 8);
  buf.write('IHDR', 12, 'latin1');
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf.write('IEND', 37, 'latin1');
  return buf;
}

/** SOI, a baseline frame header, a scan header with a few bytes of scan data, EOI. */
function jpeg(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const scan = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0xff, 0x00, 0x34]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, scan, Buffer.from([0xff, 0xd9])]);
}

function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const buf = Buffer.alloc(40);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(buf.length - 8, 4);
  buf.write('WEBP', 8, 'latin1');
  buf.write(chunk, 12, 'latin1');
  if (chunk === 'VP8 ') {
    buf.writeUInt16LE(width, 26);
    buf.writeUInt16LE(height, 28);
  } else if (chunk === 'VP8L') {
    buf.writeUInt32LE(((height - 1) << 14) | (width - 1), 21);
  } else {
    buf.writeUIntLE(width - 1, 24, 3);
    buf.writeUIntLE(height - 1, 27, 3);
  }
  return buf;
}

describe('image inspection', () => {
  const all = ['jpeg', 'png', 'webp'] as const;

  it('reads the size of PNG and of the three WebP flavours from their headers', () => {
    expect(inspectImage(png(1200, 800), all)).toMatchObject({
      type: 'png',
      width: 1200,
      height: 800,
    });
    expect(inspectImage(webp('VP8 ', 640, 480), all)).toMatchObject({
      type: 'webp',
      width: 640,
      height: 480,
    });
    expect(inspectImage(webp('VP8L', 1000, 700), all)).toMatchObject({ width: 1000, height: 700 });
    expect(inspectImage(webp('VP8X', 4000, 3000), all)).toMatchObject({
      width: 4000,
      height: 3000,
    });
  });

  it('judges the type by magic bytes, never by the declared one', () => {
    expect(
      inspectImage(decodeDataUrl(`data:image/jpeg;base64,${png(10, 10).toString('base64')}`), all)
        .type,
    ).toBe('png');
    expect(reason(() => inspectImage(Buffer.from('%PDF-1.7 hello'), all))).toBe('not-an-image');
    expect(reason(() => inspectImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), all))).toBe(
      'unsupported-type',
    );
    expect(reason(() => inspectImage(webp('VP8 ', 10, 10), ['jpeg', 'png']))).toBe(
      'unsupported-type',
    );
  });

  it('refuses over 40 megapixels, exactly at the limit', () => {
    expect(reason(() => inspectImage(png(8000, 5000), all))).toBe('accepted');
    expect(reason(() => inspectImage(png(8000, 5001), all))).toBe('too-many-pixels');
    expect(reason(() => inspectImage(png(0, 10), all))).toBe('damaged');
  });

  it('refuses an image cut short, with the spec text for an image that cannot be processed', () => {
    expect(inspectImage(jpeg(1200, 900), all)).toMatchObject({ type: 'jpeg', width: 1200 });
    const cut = jpeg(1200, 900).subarray(0, -6);
    expect(reason(() => inspectImage(cut, all))).toBe('damaged');
    expect(() => inspectImage(cut, all)).toThrow(
      'Image processing failed. Please try again or type ingredients manually.',
    );
    expect(reason(() => inspectImage(png(10, 10).subarray(0, 40), all))).toBe('damaged');
    expect(reason(() => inspectImage(webp('VP8 ', 10, 10).subarray(0, 36), all))).toBe('damaged');
  });

  it('refuses an oversized data URL before decoding it', () => {
    const big = `data:image/png;base64,${'A'.repeat(14 * 1024 * 1024)}`;
    expect(reason(() => decodeDataUrl(big))).toBe('too-large');
    expect(reason(() => decodeDataUrl('data:text/plain,hello'))).toBe('bad-data-url');
    expect(reason(() => decodeDataUrl('data:image/png;base64,'))).toBe('bad-data-url');
  });
});
