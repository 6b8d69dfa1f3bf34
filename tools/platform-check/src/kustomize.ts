import { parseAllDocuments } from 'yaml';
import { runTool } from './tools';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

export interface KustomizeRender {
  status: number | null;
  stderr: string;
  objects: K8sObject[];
}

/** Renders a kustomization with the kustomize built into kubectl (no cluster needed). */
export function renderKustomization(dir: string): KustomizeRender {
  const result = runTool('kubectl', ['kustomize', dir]);
  if (result.status !== 0) return { status: result.status, stderr: result.stderr, objects: [] };
  const objects = parseAllDocuments(result.stdout)
    .map((doc) => {
      if (doc.errors.length > 0)
        throw new Error(`unparsable kustomize output: ${doc.errors[0].message}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((obj): obj is K8sObject => obj !== null);
  return { status: result.status, stderr: result.stderr, objects };
}

/** `Kind/name` for messages; schemaErrors also labels objects that came without their metadata. */
export function objectLabel(obj: { kind: string; metadata?: { name?: string } }): string {
  return `${obj.kind}/${obj.metadata?.name ?? '?'}`;
}
