import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Below this skew tesseract straightens lines itself; above it long lines break apart. */
export const DESKEW_MIN_DEGREES = 1.5;

/**
 * Rotates a photo so its text lines run level (`degrees` as measured: positive when lines
 * descend to the right). The uncovered corners take the colour of the photo's corner, so no
 * hard edge is added for the OCR to read. Returns PNG bytes and the new size.
 */
export async function deskewImage(
  image: Buffer,
  degrees: number,
): Promise<{ image: Buffer; width: number; height: number }> {
  const source = await loadImage(image);
  const rad = (-degrees * Math.PI) / 180;
  const width = Math.ceil(
    Math.abs(source.width * Math.cos(rad)) + Math.abs(source.height * Math.sin(rad)),
  );
  const height = Math.ceil(
    Math.abs(source.width * Math.sin(rad)) + Math.abs(source.height * Math.cos(rad)),
  );
  const probe = createCanvas(1, 1);
  const probeCtx = probe.getContext('2d');
  probeCtx.drawImage(source, 0, 0, 1, 1, 0, 0, 1, 1);
  const [r, g, b] = probeCtx.getImageData(0, 0, 1, 1).data;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(rad);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return { image: await canvas.encode('png'), width, height };
}
