import { median, type OcrLine, type OcrPage, type OcrWord } from './ocr-engine';
import { centreAt, MARGIN, type BlockImage } from './block-images';
import { printedHeight, type TextBlock } from './text-blocks';

/**
 * What tesseract read in a block image, taken back to the photo: its lines regrouped along the
 * detector's lines where tesseract's rows disagree, and their boxes moved to the photo's pixels.
 */

/**
 * Tesseract's lines of a block regrouped by the detector's lines. Tesseract finds rows as straight
 * bands: where a line steps at a fold or bends at its end, the stepped part can fall into the next
 * row and be read after it, glued to that row's end ("…aroma. gasificantes (bicarbonato amónico"
 * after the line it ends). The detector followed the line across the step, so each word goes to
 * the detected line whose centre passes nearest it, and the block's words are read line by line in
 * the detector's order. Nothing changes unless every word sits clearly on one single detected line
 * and tesseract's grouping or order disagrees with the detector's.
 */
export function regroupByDetectedLines(
  image: BlockImage,
  page: OcrPage,
  block: TextBlock,
  detectScale: number,
): OcrPage {
  if (image.rows || block.lines.length < 2) return page;
  // Detected lines in reading order: top to bottom, side by side left to right.
  const detected = [...block.lines].sort((a, b) => {
    const ya = a.box.y + a.box.h / 2;
    const yb = b.box.y + b.box.h / 2;
    return Math.abs(ya - yb) < 0.5 * block.lineHeight ? a.box.x - b.box.x : ya - yb;
  });
  // A detected region covering two touching lines cannot say which of them a word is on.
  if (detected.some((d) => printedHeight(d) > 1.6 * block.lineHeight)) return page;
  const toDetect = (x: number, y: number) => ({
    x: (image.source.x + (x - MARGIN) / image.scale) * detectScale,
    y: (image.source.y + (y - MARGIN) / image.scale) * detectScale,
  });
  const lineOf = (word: OcrWord): number => {
    if (!word.box) return -1;
    const p = toDetect(word.box.x + word.box.w / 2, word.box.y + word.box.h / 2);
    let best = -1;
    let bestDistance = Infinity;
    detected.forEach((d, i) => {
      const slack = 0.5 * block.lineHeight;
      if (p.x < d.box.x - slack || p.x > d.box.x + d.box.w + slack) return;
      const y = d.centre && d.centre.length > 0 ? centreAt(d.centre, p.x) : d.box.y + d.box.h / 2;
      const distance = Math.abs(p.y - y);
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    });
    // Clearly on the line: within a third of a line of its centre.
    return best >= 0 && bestDistance <= 0.35 * block.lineHeight ? best : -1;
  };
  const assigned = page.lines.map((line) => (line.words ?? []).map((w) => ({ w, at: lineOf(w) })));
  if (assigned.some((words) => words.length === 0 || words.some((x) => x.at < 0))) return page;
  // Tesseract agrees when each of its lines lies on one detected line, in the detector's order.
  const firstOf = assigned.map((words) => words[0].at);
  const agrees =
    assigned.every((words) => words.every((x) => x.at === words[0].at)) &&
    firstOf.every((at, i) => i === 0 || at > firstOf[i - 1]);
  if (agrees) return page;
  const lines: OcrLine[] = [];
  detected.forEach((_, i) => {
    const words = assigned
      .flat()
      .filter((x) => x.at === i)
      .map((x) => x.w)
      .sort((a, b) => (a.box?.x ?? 0) - (b.box?.x ?? 0));
    if (words.length === 0) return;
    const boxes = words.map((w) => w.box ?? { x: 0, y: 0, w: 0, h: 0 });
    const x = Math.min(...boxes.map((b) => b.x));
    const y = Math.min(...boxes.map((b) => b.y));
    lines.push({
      text: words.map((w) => w.text).join(' '),
      confidence: words.reduce((sum, w) => sum + w.confidence, 0) / words.length,
      box: {
        x,
        y,
        w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
        h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
      },
      block: page.lines[0].block,
      height: median(boxes.map((b) => b.h)),
      words,
    });
  });
  return { ...page, lines };
}

/** A block's lines moved back to the photo: boxes in the grey image's pixels, one block number. */
export function linesOnPhoto(image: BlockImage, page: OcrPage): OcrLine[] {
  return page.lines.map((line) => {
    // A straightened block: the row the line was read in says where it lies on the photo.
    const middle = line.box.y + line.box.h / 2;
    const row = image.rows?.find((r) => middle >= r.top - 4 && middle <= r.top + r.height + 4);
    return {
      ...line,
      box: {
        x: Math.round(image.source.x + (line.box.x - MARGIN) / image.scale),
        y: Math.round(row ? row.srcY : image.source.y + (line.box.y - MARGIN) / image.scale),
        w: Math.round(line.box.w / image.scale),
        h: Math.round(row ? row.srcH : line.box.h / image.scale),
      },
      height: line.height / image.scale,
      block: image.block,
    };
  });
}
