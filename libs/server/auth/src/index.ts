export * from './identity';
export * from './internal-token';
export * from './identity.guard';
export * from './cookies';
export * from './identity-invalidation';
