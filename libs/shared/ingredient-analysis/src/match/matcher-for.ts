import type { KnowledgeBase } from '../kb/knowledge-base';
import { Matcher } from './matcher';

const matchers = new WeakMap<KnowledgeBase, Matcher>();

/** One matcher (and its caches) per knowledge base. */
export function matcherFor(kb: KnowledgeBase): Matcher {
  let m = matchers.get(kb);
  if (!m) {
    m = new Matcher(kb);
    matchers.set(kb, m);
  }
  return m;
}
