import type { KnowledgeBase } from '../kb/knowledge-base';
import { clearEntityNames } from '../i18n/i18n';
import { matcherFor } from '../match/matcher-for';
import { clearEntityRatings } from './rate';

/**
 * Empties every cache the engine fills as it meets names and entities: the names the knowledge
 * base's matcher resolved, and each entity's rating, texts and written names. The indexes and the
 * compiled code stay: the next lists are analysed as a long-running process meets names it has
 * never seen (`npm run bench -- ingredient`: the first pass).
 */
export function clearAnalysisCaches(kb: KnowledgeBase): void {
  matcherFor(kb).clearCache();
  clearEntityRatings();
  clearEntityNames();
}
