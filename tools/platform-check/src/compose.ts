import { parse } from 'yaml';
import { runTool } from './tools';

export interface ComposeHealthcheck {
  test?: string[] | string;
  disable?: boolean;
  interval?: string;
}

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  restart?: string;
  environment?: Record<string, string | number | null>;
  healthcheck?: ComposeHealthcheck;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: Array<string | { target: number; published: number | string }>;
  volumes?: Array<string | { source?: string; target: string; type?: string }>;
  read_only?: boolean;
  tmpfs?: string[] | string;
}

export interface ComposeRender {
  status: number | null;
  stderr: string;
  services: Record<string, ComposeService>;
}

/**
 * `docker-compose config` validates the file against the compose schema and prints it resolved
 * (anchors merged, variables interpolated with their defaults). It needs no Docker engine.
 */
export function renderCompose(file: string, cwd?: string): ComposeRender {
  const result = runTool('docker-compose', ['-f', file, 'config'], { cwd });
  if (result.status !== 0) return { status: result.status, stderr: result.stderr, services: {} };
  const config = parse(result.stdout) as { services?: Record<string, ComposeService> };
  return { status: result.status, stderr: result.stderr, services: config.services ?? {} };
}
