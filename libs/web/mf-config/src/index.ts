export {
  DEFAULT_RUNTIME_CONFIG,
  REMOTE_KEYS,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RemoteKey,
  type RuntimeConfig,
} from './runtime-config';
export {
  loadRemotePage,
  preloadRemotePage,
  registerFederatedRemotes,
  type ExposedModule,
  type PageModule,
} from './federation-runtime';
