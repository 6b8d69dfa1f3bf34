export * from './test-database';
export * from './free-port';
