import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { K8sObject } from './kustomize';
import { objectLabel } from './kustomize';
import { repoRoot } from './tools';

interface ValidatingModel {
  validate(): void;
}
type ModelClass = new (data: unknown) => ValidatingModel;

/**
 * Validates against the official Kubernetes OpenAPI schemas that kubernetes-models ships
 * (required fields, types, enums, formats such as quantities). Offline.
 * Returns one message per problem; an apiVersion/kind without a schema is a problem too.
 */
export function schemaErrors(obj: K8sObject): string[] {
  if (typeof obj.apiVersion !== 'string' || typeof obj.kind !== 'string') {
    return [`${objectLabel(obj)}: apiVersion and kind are required`];
  }
  let Model: ModelClass | undefined;
  try {
    // Subpath exports: kubernetes-models/<group>/<version>/<Kind>, core as kubernetes-models/v1/<Kind>.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(`kubernetes-models/${obj.apiVersion}/${obj.kind}`) as Record<
      string,
      ModelClass
    >;
    Model = mod[obj.kind];
  } catch {
    Model = undefined;
  }
  if (!Model)
    return [`${objectLabel(obj)}: no Kubernetes schema for ${obj.apiVersion} ${obj.kind}`];
  try {
    new Model(obj).validate();
    return [];
  } catch (error) {
    return [`${objectLabel(obj)}: ${(error as Error).message}`];
  }
}

/** kubernetes-types module for an apiVersion: v1 -> core/v1, networking.k8s.io/v1 -> networking/v1. */
function typesModule(apiVersion: string): string | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  const dir = group.split('.')[0];
  const file = path.join(repoRoot, 'node_modules', 'kubernetes-types', dir, `${version}.d.ts`);
  return fs.existsSync(file) ? `kubernetes-types/${dir}/${version}` : undefined;
}

/**
 * The JSON schemas allow unknown fields, and the API server drops them (or, with strict field
 * validation, rejects them). A misspelt `readinesProbe` would pass the schema check above, so every
 * object is also type-checked as an object literal against kubernetes-types: TypeScript's
 * excess-property check then reports each unknown field, at any depth.
 */
export function unknownFieldErrors(objects: K8sObject[]): string[] {
  const dir = path.join(repoRoot, 'tools', 'platform-check', '.virtual');
  const sources = new Map<string, { text: string; label: string }>();
  const errors: string[] = [];
  objects.forEach((obj, index) => {
    const mod = typesModule(obj.apiVersion);
    if (!mod || !/^[A-Z][A-Za-z0-9]*$/.test(obj.kind)) {
      errors.push(`${objectLabel(obj)}: no Kubernetes types for ${obj.apiVersion} ${obj.kind}`);
      return;
    }
    const text = `import type { ${obj.kind} } from '${mod}';\nexport const manifest: ${obj.kind} = ${JSON.stringify(obj, null, 2)};\n`;
    sources.set(path.join(dir, `manifest-${index}.ts`), { text, label: objectLabel(obj) });
  });

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const virtual = sources.get(path.resolve(fileName));
    if (virtual) return ts.createSourceFile(fileName, virtual.text, languageVersion, true);
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  host.fileExists = (fileName) => sources.has(path.resolve(fileName)) || fileExists(fileName);
  host.readFile = (fileName) => sources.get(path.resolve(fileName))?.text ?? readFile(fileName);

  const program = ts.createProgram([...sources.keys()], options, host);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file;
    const virtual = file ? sources.get(path.resolve(file.fileName)) : undefined;
    if (file && virtual && diagnostic.start !== undefined) {
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start);
      const lineText = virtual.text.split('\n')[line]?.trim();
      errors.push(`${virtual.label}: ${message} (at ${lineText})`);
    } else {
      errors.push(message);
    }
  }
  return errors;
}
