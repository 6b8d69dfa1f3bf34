/**
 * Image checks done before any decoding: the type comes from the magic bytes (never from the
 * data URL's declared type), and the pixel count from the header alone, so a decompression bomb
 * (a small file that claims a huge canvas) is refused in microseconds.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp';

export interface ImageInfo {
  type: ImageType;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

export type ImageRejection =
  | 'bad-data-url'
  | 'not-an-image'
  | 'unsupported-type'
  | 'too-large'
  | 'too-many-pixels'
  | 'damaged';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

const TYPE_NAMES: Record<ImageType, string> = { jpeg: 'JPG', png: 'PNG', webp: 'WebP' };

export function supportedTypesText(types: readonly ImageType[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[a-z0-9-]+)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes `data:<type>;base64,<bytes>`, refusing oversized payloads before decoding them. */
export function decodeDataUrl(value: string): Buffer {
  const head = DATA_URL.exec(value.slice(0, 256));
  if (!head) {
    throw new ImageRejectedError(
      'bad-data-url',
      'image must be a base64 data URL (data:image/jpeg;base64,...)',
    );
  }
  const body = value.slice(head[0].length).replace(/\s+/g, '');
  // 4 base64 characters carry 3 bytes: judge the size before allocating anything.
  if (
    Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0) >
    MAX_IMAGE_BYTES
  ) {
    throw new ImageRejectedError('too-large', 'Image is too large. The maximum is 10 MB.');
  }
  if (body.length === 0 || body.length % 4 === 1 || !BASE64_BODY.test(body)) {
    throw new ImageRejectedError('bad-data-url', 'image is not valid base64 data');
  }
  return Buffer.from(body, 'base64');
}

function sniff(buf: Buffer): ImageType | 'other-image' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  const ascii = buf.toString('latin1', 0, 12);
  if (
    ascii.startsWith('GIF87a') ||
    ascii.startsWith('GIF89a') ||
    ascii.startsWith('BM') ||
    ascii.startsWith('II*\0') ||
    ascii.startsWith('MM\0*') ||
    /^....ftyp(?:heic|heix|mif1|avif)/s.test(ascii)
  ) {
    return 'other-image';
  }
  return null;
}

/** Spec 01 §8 "Extraction failure": what a person sees for an image that cannot be decoded. */
export const UNDECODABLE_IMAGE_MESSAGE =
  'Image processing failed. Please try again or type ingredients manually.';

export const damaged = () => new ImageRejectedError('damaged', UNDECODABLE_IMAGE_MESSAGE);

function jpegSize(buf: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) throw damaged();
    const marker = buf[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image / start of scan before a frame header
    const length = buf.readUInt16BE(offset + 2);
    if (length < 2) throw damaged();
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > buf.length) throw damaged();
      return { height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw damaged();
}

function pngSize(buf: Buffer): { width: number; height: number } {
  if (buf.length < 24 || buf.toString('latin1', 12, 16) !== 'IHDR') throw damaged();
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function webpSize(buf: Buffer): { width: number; height: number } {
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && buf.length >= 30) {
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && buf.length >= 25) {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && buf.length >= 30) {
    return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  throw damaged();
}

const JPEG_EOI = Buffer.from([0xff, 0xd9]);

/** A JPEG cut short has no end-of-image marker after its first scan (scan data never holds FF D9). */
function jpegIsComplete(buf: Buffer): boolean {
  let offset = 2;
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) return false;
    const marker = buf[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9) return false;
    if (marker === 0xda) return buf.indexOf(JPEG_EOI, offset + 2) !== -1;
    offset += 2 + buf.readUInt16BE(offset + 2);
  }
  return false;
}

/** Every chunk fits in the file and the chunk list reaches IEND. */
function pngIsComplete(buf: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    if (buf.toString('latin1', offset + 4, offset + 8) === 'IEND') return true;
    offset += 12 + length;
  }
  return false;
}

/** The RIFF header states the file's length. */
function webpIsComplete(buf: Buffer): boolean {
  return buf.length >= 12 && buf.readUInt32LE(4) + 8 <= buf.length;
}

/**
 * Identifies the image and checks the limits (≤ 10 MB, ≤ 40 megapixels). `allowed` is what the
 * configured OCR provider can read (Textract takes JPEG and PNG only).
 */
export function inspectImage(buf: Buffer, allowed: readonly ImageType[]): ImageInfo {
  if (buf.length > MAX_IMAGE_BYTES)
    throw new ImageRejectedError('too-large', 'Image is too large. The maximum is 10 MB.');
  const type = sniff(buf);
  if (type === null) {
    throw new ImageRejectedError(
      'not-an-image',
      `The file is not an image. Please upload a ${supportedTypesText(allowed)} photo.`,
    );
  }
  if (type === 'other-image' || !allowed.includes(type)) {
    throw new ImageRejectedError(
      'unsupported-type',
      `This image type is not supported. Please upload a ${supportedTypesText(allowed)} photo.`,
    );
  }
  const { width, height } =
    type === 'jpeg' ? jpegSize(buf) : type === 'png' ? pngSize(buf) : webpSize(buf);
  if (width === 0 || height === 0) throw damaged();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(
      'too-many-pixels',
      `Image has too many pixels (${width}×${height}). The maximum is 40 megapixels.`,
    );
  }
  // A truncated upload would otherwise reach the OCR worker and fail there as a server error.
  const complete =
    type === 'jpeg'
      ? jpegIsComplete(buf)
      : type === 'png'
        ? pngIsComplete(buf)
        : webpIsComplete(buf);
  if (!complete) throw damaged();
  return { type, mime: `image/${type}`, width, height, bytes: buf.length };
}
