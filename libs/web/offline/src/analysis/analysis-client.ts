// The page's side of the analysis worker (/offline/analysis.<hash>.js, see analysis.worker.ts).
import type { ScanResult } from '@labellens/web-api-client';
import type { OfflineManifest } from '../assets';
import type { OfflineAnalysisInput, OfflinePersonal } from './text';

interface Pending {
  resolve: (r: ScanResult) => void;
  reject: (e: Error) => void;
}

let current: {
  url: string;
  worker: Worker;
  ready: Promise<number>;
  pending: Map<string, Pending>;
} | null = null;

function start(manifest: OfflineManifest) {
  if (current?.url === manifest.analysisWorker.url) return current;
  current?.worker.terminate();
  const worker = new Worker(manifest.analysisWorker.url);
  const pending = new Map<string, Pending>();
  let readyResolve!: (ms: number) => void;
  let readyReject!: (e: Error) => void;
  const ready = new Promise<number>((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  worker.onmessage = (event: MessageEvent) => {
    const msg = event.data as {
      type: string;
      id?: string | null;
      ms?: number;
      result?: ScanResult;
      message?: string;
    };
    if (msg.type === 'ready') readyResolve(msg.ms ?? 0);
    else if (msg.type === 'result' && msg.id && msg.result) {
      pending.get(msg.id)?.resolve(msg.result);
      pending.delete(msg.id);
    } else if (msg.type === 'error') {
      const error = new Error(msg.message ?? 'analysis failed');
      if (msg.id) {
        pending.get(msg.id)?.reject(error);
        pending.delete(msg.id);
      } else readyReject(error);
    }
  };
  worker.onerror = (event) => {
    readyReject(new Error(event.message || 'analysis worker failed'));
  };
  worker.postMessage({ type: 'init', kbUrl: manifest.knowledgeBase.url });
  current = { url: manifest.analysisWorker.url, worker, ready, pending };
  ready.catch(() => {
    if (current?.worker === worker) current = null;
  });
  return current;
}

/** Starts the worker and loads the knowledge base; resolves with the worker's load time (ms). */
export function warmAnalysis(manifest: OfflineManifest): Promise<number> {
  return start(manifest).ready;
}

export async function analyseOnDevice(
  manifest: OfflineManifest,
  input: OfflineAnalysisInput,
  personal: OfflinePersonal,
  id: string,
): Promise<ScanResult> {
  const w = start(manifest);
  await w.ready;
  return new Promise<ScanResult>((resolve, reject) => {
    w.pending.set(id, { resolve, reject });
    w.worker.postMessage({ type: 'analyze', id, input, personal });
  });
}
