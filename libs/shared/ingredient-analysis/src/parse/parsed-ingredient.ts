import type { KnowledgeBase } from '../kb/knowledge-base';

/** One ingredient as printed, with what the label says about it. */
export interface ParsedIngredient {
  /** Name as printed, without percentage, brackets or additive code. Empty for a bare code. */
  name: string;
  /** Percentage printed with the ingredient (`12%`, `(12 %)`). */
  percent?: number;
  /** Upper bound printed as `<2%` or `max. 2%`. */
  percentMax?: number;
  /** Canonical additive code printed with it (`E330`, `E450i`). */
  code?: string;
  /** Additive class given by a prefix: `acidity regulator (330)` or `conservateur : …`. */
  additiveClass?: string;
  /** Class text as printed. */
  classLabel?: string;
  /** Allergen ids from an annotation such as `whey (milk)` or `lecithin (from soy)`. */
  allergenHints: string[];
  /** Sub-ingredients of a compound ingredient (`chocolate (sugar, cocoa butter)`). */
  children: ParsedIngredient[];
  /** Produced by an `and/or` split: the label allows either. */
  alternative?: boolean;
  depth: number;
}

/** What the item stages read: the knowledge base and the language the list is matched in. */
export interface ParseContext {
  kb: KnowledgeBase;
  lang: string;
}

export function newItem(name: string, depth: number): ParsedIngredient {
  return { name, allergenHints: [], children: [], depth };
}

/** Gives the item the class of its group (`emulsifiers: …`) unless it already has its own. */
export function withClass(
  item: ParsedIngredient,
  classId: string | undefined,
  classLabel: string | undefined,
): ParsedIngredient {
  if (classId && !item.additiveClass) {
    item.additiveClass = classId;
    if (classLabel) item.classLabel = classLabel;
  }
  return item;
}

/** An item that is only an additive code: `E322/E333`, `colorants E (124, 122)`. */
export function codeItem(
  code: string,
  depth: number,
  classId: string | undefined,
  classLabel: string | undefined,
): ParsedIngredient {
  const item = withClass(newItem('', depth), classId, classLabel);
  item.code = code;
  return item;
}
