/// <reference lib="webworker" />
// The analysis worker (issue 17), built by scripts/build-web.js into /offline/analysis.<hash>.js:
// it fetches the knowledge-base asset (served from our origin, cached by "Use offline"), builds
// its indexes once and analyses lists off the page's main thread.
import type { RawKnowledgeBase } from '@labellens/ingredient-analysis';
import type { KnowledgeBase } from '@labellens/ingredient-analysis';
import { analyseOffline, knowledgeBaseFrom } from './offline-analysis';
import type { OfflineAnalysisInput, OfflinePersonal } from './text';

export type AnalysisRequest =
  | { type: 'init'; kbUrl: string }
  | { type: 'analyze'; id: string; input: OfflineAnalysisInput; personal: OfflinePersonal };

declare const self: DedicatedWorkerGlobalScope;

let kb: Promise<KnowledgeBase> | null = null;

function load(url: string): Promise<KnowledgeBase> {
  if (!kb) {
    kb = (async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`knowledge base: ${res.status}`);
      const raw = (await res.json()) as RawKnowledgeBase;
      const base = knowledgeBaseFrom(raw);
      // Warm the matchers so the first scan is as quick as the next.
      analyseOffline(
        base,
        {
          ingredients: 'sugar, wheat flour, E330',
          containsStatements: [],
          displayLanguage: 'en',
          productName: null,
        },
        { profile: null, preferences: [] },
        'warm-up',
      );
      return base;
    })();
    kb.catch(() => {
      kb = null;
    });
  }
  return kb;
}

self.onmessage = async (event: MessageEvent<AnalysisRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'init') {
      const started = performance.now();
      await load(msg.kbUrl);
      self.postMessage({ type: 'ready', ms: Math.round(performance.now() - started) });
    } else {
      if (!kb) throw new Error('knowledge base not loaded');
      const base = await kb;
      self.postMessage({
        type: 'result',
        id: msg.id,
        result: analyseOffline(base, msg.input, msg.personal, msg.id),
      });
    }
  } catch (error) {
    self.postMessage({
      type: 'error',
      id: msg.type === 'analyze' ? msg.id : null,
      message: String(error),
    });
  }
};
