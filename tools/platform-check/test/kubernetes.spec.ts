import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { K8sObject, KustomizeRender } from '../src';
import {
  objectLabel,
  quantity,
  renderKustomization,
  repoRoot,
  schemaErrors,
  unknownFieldErrors,
  unpinnedReason,
} from '../src';

// Minimal shapes of what the assertions read; the schema checks cover the rest.
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
  };
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    runAsNonRoot?: boolean;
  };
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}
interface PodSpec {
  containers: Container[];
  restartPolicy?: string;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: Array<{ name: string; emptyDir?: object }>;
}
interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}
interface Service extends K8sObject {
  spec: {
    selector: Record<string, string>;
    ports: Array<{ name?: string; port: number; targetPort: string | number }>;
  };
}
interface Hpa extends K8sObject {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas: number;
    maxReplicas: number;
  };
}
interface Ingress extends K8sObject {
  spec: {
    tls?: Array<{ hosts: string[]; secretName: string }>;
    rules: Array<{
      host: string;
      http: {
        paths: Array<{
          backend: { service: { name: string; port: { name?: string; number?: number } } };
        }>;
      };
    }>;
  };
}

const services = ['gateway', 'auth', 'scan', 'billing', 'admin'];
const workloads = [...services, 'scan-worker'];
const migrated = ['auth', 'scan', 'billing', 'admin'];
const autoscaled = ['gateway', 'scan', 'scan-worker'];
const entryPoints: Record<string, string> = {
  gateway: 'services/gateway/src/main.ts',
  auth: 'services/auth/src/main.ts',
  scan: 'services/scan/src/main.ts',
  billing: 'services/billing/src/main.ts',
  admin: 'services/admin/src/main.ts',
  'scan-worker': 'services/scan/src/worker.ts',
};
// Settings that must never be plain values in a manifest.
const secretEnv =
  /^(DATABASE_URL|REDIS_URL|INTERNAL_JWT_SECRET|SMTP_URL|ADMIN_PASSWORD|OIDC_CLIENT_SECRET|OPENAI_API_KEY|STRIPE_.*|AWS_SECRET_ACCESS_KEY|AWS_ACCESS_KEY_ID)$/;

const kustomizations = {
  base: 'k8s/base',
  staging: 'k8s/overlays/staging',
  production: 'k8s/overlays/production',
} as const;
type Variant = keyof typeof kustomizations;

const renders = {} as Record<Variant, KustomizeRender>;
beforeAll(() => {
  for (const [variant, dir] of Object.entries(kustomizations)) {
    renders[variant as Variant] = renderKustomization(path.join(repoRoot, dir));
  }
});

const find = (variant: Variant, kind: string, name: string): K8sObject | undefined =>
  renders[variant].objects.find((o) => o.kind === kind && o.metadata.name === name);
const all = <T extends K8sObject>(variant: Variant, kind: string): T[] =>
  renders[variant].objects.filter((o) => o.kind === kind) as T[];
const deployment = (variant: Variant, name: string) =>
  find(variant, 'Deployment', name) as Workload | undefined;
const app = (w: Workload | undefined) =>
  w?.spec.template.spec.containers.find((c) => c.name === 'app');
const podWorkloads = (variant: Variant) => [
  ...all<Workload>(variant, 'Deployment'),
  ...all<Workload>(variant, 'Job'),
];

describe.each(Object.keys(kustomizations) as Variant[])('k8s %s', (variant) => {
  it('renders with kustomize', () => {
    expect(renders[variant].stderr).toBe('');
    expect(renders[variant].status).toBe(0);
    expect(renders[variant].objects.length).toBeGreaterThan(0);
  });

  it('validates every object against the Kubernetes schemas', () => {
    expect(renders[variant].objects.flatMap(schemaErrors)).toEqual([]);
  });

  it('has no unknown fields in any object', () => {
    expect(unknownFieldErrors(renders[variant].objects)).toEqual([]);
  });

  it('has a Deployment with probes, resources and its entry point for every service and the worker', () => {
    for (const name of workloads) {
      const d = deployment(variant, name);
      expect(d).toBeDefined();
      const c = app(d)!;
      expect(c).toBeDefined();
      expect(c.readinessProbe?.httpGet?.path).toBe('/health/ready');
      expect(c.livenessProbe?.httpGet?.path).toBe('/health/live');
      const portNames = (c.ports ?? []).map((p) => p.name);
      expect(portNames).toContain(c.readinessProbe?.httpGet?.port);
      expect(portNames).toContain(c.livenessProbe?.httpGet?.port);
      expect(c.env?.find((e) => e.name === 'PORT')?.value).toBe(String(c.ports?.[0].containerPort));
      expect([...(c.command ?? []), ...(c.args ?? [])]).toEqual([
        'node',
        '-r',
        './scripts/register.js',
        entryPoints[name],
      ]);
      for (const kind of ['requests', 'limits'] as const) {
        expect(c.resources?.[kind]?.cpu).toBeDefined();
        expect(c.resources?.[kind]?.memory).toBeDefined();
      }
      expect(quantity(c.resources!.limits!.memory)).toBeGreaterThanOrEqual(
        quantity(c.resources!.requests!.memory),
      );
      expect(quantity(c.resources!.limits!.cpu)).toBeGreaterThanOrEqual(
        quantity(c.resources!.requests!.cpu),
      );
      expect(d!.spec.selector?.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
      expect(d!.spec.template.metadata.labels).toMatchObject(d!.spec.selector!.matchLabels);
    }
  });

  it('exposes every service except the worker through a Service that selects its pods', () => {
    for (const name of services) {
      const svc = find(variant, 'Service', name) as Service | undefined;
      expect(svc).toBeDefined();
      const c = app(deployment(variant, name))!;
      expect(deployment(variant, name)!.spec.template.metadata.labels).toMatchObject(
        svc!.spec.selector,
      );
      expect(c.ports?.map((p) => p.name)).toContain(svc!.spec.ports[0].targetPort);
      expect(svc!.spec.ports[0].port).toBe(c.ports![0].containerPort);
    }
    expect(find(variant, 'Service', 'scan-worker')).toBeUndefined();
  });

  it('runs one migration Job per service database', () => {
    for (const svc of migrated) {
      const job = find(variant, 'Job', `migrate-${svc}`) as Workload | undefined;
      expect(job).toBeDefined();
      const c = app(job)!;
      expect([...(c.command ?? []), ...(c.args ?? [])]).toEqual([
        'node',
        '-r',
        './scripts/register.js',
        'scripts/migrate.ts',
        svc,
      ]);
      expect(job!.spec.template.spec.restartPolicy).toBe('Never');
      expect(c.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toMatchObject({
        name: `labellens-${svc}`,
        key: 'database-url',
      });
      const d = app(deployment(variant, svc))!;
      expect(d.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual(
        c.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef,
      );
    }
  });

  it('autoscales the gateway, scan and scan-worker (autoscaling/v2), leaving their replicas to the HPA', () => {
    const hpas = all<Hpa>(variant, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.metadata.name).sort()).toEqual([...autoscaled].sort());
    for (const hpa of hpas) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: hpa.metadata.name,
      });
      expect(deployment(variant, hpa.metadata.name)).toBeDefined();
      expect(deployment(variant, hpa.metadata.name)!.spec.replicas).toBeUndefined();
      expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
    }
  });

  it('routes the Ingress (networking.k8s.io/v1) to the gateway Service', () => {
    const ingresses = all<Ingress>(variant, 'Ingress');
    expect(ingresses).toHaveLength(1);
    expect(ingresses[0].apiVersion).toBe('networking.k8s.io/v1');
    const gateway = find(variant, 'Service', 'gateway') as Service;
    for (const rule of ingresses[0].spec.rules) {
      for (const p of rule.http.paths) {
        expect(p.backend.service.name).toBe('gateway');
        expect(gateway.spec.ports.map((port) => port.name)).toContain(p.backend.service.port.name);
      }
    }
  });

  it('labels components so migrations can be applied before the Deployments (see k8s/README.md)', () => {
    const component = (o: K8sObject) => o.metadata.labels?.['app.kubernetes.io/component'] ?? '';
    const workloadObjects = renders[variant].objects.filter((o) =>
      ['gateway', 'service', 'worker'].includes(component(o)),
    );
    expect(workloadObjects.map(objectLabel).sort()).toEqual(
      workloads.map((n) => `Deployment/${n}`).sort(),
    );
    const jobs = all(variant, 'Job');
    expect(jobs.length).toBe(migrated.length);
    expect(jobs.every((j) => component(j) === 'migration')).toBe(true);
  });

  it('pins every image to an exact tag, never latest', () => {
    const images = podWorkloads(variant).flatMap((w) =>
      w.spec.template.spec.containers.map((c) => c.image),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.flatMap((i) => unpinnedReason(i) ?? [])).toEqual([]);
    expect(new Set(images).size).toBe(1);
  });

  it('runs every pod as non-root with a read-only root filesystem and an emptyDir /tmp', () => {
    for (const w of podWorkloads(variant)) {
      const pod = w.spec.template.spec;
      expect({ name: objectLabel(w), runAsNonRoot: pod.securityContext?.runAsNonRoot }).toEqual({
        name: objectLabel(w),
        runAsNonRoot: true,
      });
      expect(pod.securityContext?.runAsUser).not.toBe(0);
      for (const c of pod.containers) {
        expect(c.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
        expect(tmp).toBeDefined();
        expect(pod.volumes?.find((v) => v.name === tmp!.name)?.emptyDir).toBeDefined();
      }
    }
  });

  it('takes secrets only from Secret references and ships no Secret object', () => {
    expect(all(variant, 'Secret')).toEqual([]);
    for (const w of podWorkloads(variant)) {
      for (const c of w.spec.template.spec.containers) {
        for (const e of c.env ?? []) {
          if (secretEnv.test(e.name)) {
            expect({
              workload: objectLabel(w),
              env: e.name,
              secret: Boolean(e.valueFrom?.secretKeyRef),
            }).toEqual({
              workload: objectLabel(w),
              env: e.name,
              secret: true,
            });
          }
        }
      }
    }
    const internal = workloads.map((n) =>
      app(deployment(variant, n))!.env?.find((e) => e.name === 'INTERNAL_JWT_SECRET'),
    );
    expect(internal.every((e) => e?.valueFrom?.secretKeyRef?.key === 'internal-jwt-secret')).toBe(
      true,
    );
  });

  it('refers only to ConfigMaps it renders and to Secret keys that secret.example.yaml documents', () => {
    const configMaps = new Set(all(variant, 'ConfigMap').map((c) => c.metadata.name));
    const example = parseAllDocuments(
      fs.readFileSync(path.join(repoRoot, 'k8s', 'secret.example.yaml'), 'utf8'),
    ).map((d) => d.toJS() as K8sObject & { stringData: Record<string, string> });
    const documented = new Set(
      example.flatMap((s) => Object.keys(s.stringData).map((k) => `${s.metadata.name}/${k}`)),
    );
    const missing: string[] = [];
    for (const w of podWorkloads(variant)) {
      for (const c of w.spec.template.spec.containers) {
        for (const ref of c.envFrom ?? []) {
          if (ref.configMapRef && !configMaps.has(ref.configMapRef.name))
            missing.push(`${objectLabel(w)} configmap ${ref.configMapRef.name}`);
          if (ref.secretRef)
            missing.push(`${objectLabel(w)} uses envFrom secretRef ${ref.secretRef.name}`);
        }
        for (const e of c.env ?? []) {
          const s = e.valueFrom?.secretKeyRef;
          if (s && !documented.has(`${s.name}/${s.key}`))
            missing.push(`${objectLabel(w)} secret ${s.name}/${s.key}`);
          const m = e.valueFrom?.configMapKeyRef;
          if (m && !configMaps.has(m.name)) missing.push(`${objectLabel(w)} configmap ${m.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('k8s/secret.example.yaml', () => {
  const docs = parseAllDocuments(
    fs.readFileSync(path.join(repoRoot, 'k8s', 'secret.example.yaml'), 'utf8'),
  ).map((d) => d.toJS() as K8sObject & { stringData: Record<string, string> });

  it('is valid Kubernetes Secrets holding placeholders only', () => {
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.flatMap(schemaErrors)).toEqual([]);
    expect(unknownFieldErrors(docs)).toEqual([]);
    for (const doc of docs) {
      expect(doc.kind).toBe('Secret');
      for (const value of Object.values(doc.stringData)) {
        expect(/REPLACE|example/i.test(value)).toBe(true);
      }
    }
  });
});

describe('k8s overlays', () => {
  const tag = (variant: Variant) => app(deployment(variant, 'gateway'))!.image.split(':').pop();
  const hpa = (variant: Variant, name: string) =>
    find(variant, 'HorizontalPodAutoscaler', name) as Hpa;
  const limit = (variant: Variant, name: string, resource: 'cpu' | 'memory') =>
    quantity(app(deployment(variant, name))!.resources!.limits![resource]);

  it.each(['staging', 'production'] as const)(
    '%s puts every namespaced object in its own namespace',
    (variant) => {
      const namespaces = all(variant, 'Namespace').map((n) => n.metadata.name);
      expect(namespaces).toEqual([`labellens-${variant}`]);
      const stray = renders[variant].objects
        .filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== `labellens-${variant}`)
        .map(objectLabel);
      expect(stray).toEqual([]);
    },
  );

  it('sets its own image tag in each overlay', () => {
    expect(new Set([tag('base'), tag('staging'), tag('production')]).size).toBe(3);
  });

  it('sets replicas of the services the HPAs do not manage', () => {
    for (const name of ['auth', 'billing', 'admin']) {
      expect(deployment('staging', name)!.spec.replicas).toBe(1);
      expect(deployment('production', name)!.spec.replicas).toBeGreaterThanOrEqual(2);
    }
  });

  it('scales production wider than staging', () => {
    for (const name of autoscaled) {
      expect(hpa('production', name).spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa('production', name).spec.minReplicas).toBeGreaterThan(
        hpa('staging', name).spec.minReplicas,
      );
      expect(hpa('production', name).spec.maxReplicas).toBeGreaterThan(
        hpa('staging', name).spec.maxReplicas,
      );
    }
  });

  it('gives production more resources than the base, and staging smaller requests', () => {
    for (const name of ['gateway', 'scan', 'scan-worker']) {
      expect(limit('production', name, 'memory')).toBeGreaterThan(limit('base', name, 'memory'));
      expect(limit('production', name, 'cpu')).toBeGreaterThan(limit('base', name, 'cpu'));
    }
    for (const name of workloads) {
      const request = (variant: Variant) =>
        quantity(app(deployment(variant, name))!.resources!.requests!.cpu);
      expect(request('staging')).toBeLessThanOrEqual(request('base'));
    }
  });

  it('serves each environment on its own host and TLS secret', () => {
    const ingress = (variant: Variant) => all<Ingress>(variant, 'Ingress')[0];
    const hosts = (['base', 'staging', 'production'] as const).map(
      (v) => ingress(v).spec.rules[0].host,
    );
    expect(new Set(hosts.slice(1)).size).toBe(2);
    for (const variant of ['staging', 'production'] as const) {
      expect(ingress(variant).spec.tls?.[0].hosts).toEqual([ingress(variant).spec.rules[0].host]);
    }
    expect(ingress('staging').spec.tls?.[0].secretName).not.toBe(
      ingress('production').spec.tls?.[0].secretName,
    );
  });

  it('protects the production components with disruption budgets that select real pods', () => {
    const pdbs = all<K8sObject & { spec: { selector: { matchLabels: Record<string, string> } } }>(
      'production',
      'PodDisruptionBudget',
    );
    expect(pdbs.map((p) => p.metadata.name)).toEqual(
      expect.arrayContaining(['gateway', 'scan', 'scan-worker']),
    );
    for (const pdb of pdbs) {
      const d = deployment('production', pdb.metadata.name);
      expect(d?.spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
    }
  });

  it('uses different settings per environment through merged ConfigMaps', () => {
    const common = (variant: Variant) =>
      all<K8sObject & { data: Record<string, string> }>(variant, 'ConfigMap').find((c) =>
        c.metadata.name.startsWith('labellens-common-'),
      )!.data;
    expect(common('staging').LOG_LEVEL).toBe('debug');
    expect(common('production').LOG_LEVEL).toBe('info');
    expect(common('staging').KAFKA_BROKERS).not.toBe(common('production').KAFKA_BROKERS);
    expect(common('production').EVENT_BUS).toBe('kafka');
  });
});

describe('the validators themselves', () => {
  const base = () => JSON.parse(JSON.stringify(deployment('base', 'scan'))) as Workload;

  it('report a schema violation', () => {
    const broken = base() as unknown as {
      spec: {
        template: { spec: { containers: Array<{ ports: Array<{ containerPort: unknown }> }> } };
      };
    } & K8sObject;
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(schemaErrors(broken).join('\n')).toMatch(/containerPort must be integer/);
  });

  it('report a missing required field', () => {
    const broken = base();
    delete (broken.spec as { selector?: unknown }).selector;
    expect(schemaErrors(broken).join('\n')).toMatch(/selector/);
  });

  it('report a misspelt field', () => {
    const broken = base();
    const c = broken.spec.template.spec.containers[0] as Container & { readinesProbe?: Probe };
    c.readinesProbe = c.readinessProbe;
    delete c.readinessProbe;
    expect(unknownFieldErrors([broken]).join('\n')).toMatch(/readinesProbe/);
  });

  it('report a kind without a schema', () => {
    const unknown = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } };
    expect(schemaErrors(unknown)).toHaveLength(1);
    expect(unknownFieldErrors([unknown])).toHaveLength(1);
  });

  it('make kustomize fail on a broken kustomization', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-check-'));
    try {
      fs.writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources:\n  - missing.yaml\n');
      const result = renderKustomization(dir);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/missing\.yaml/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
