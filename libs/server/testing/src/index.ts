export * from './test-database';
export * from './free-port';
export * from './private-redis';
export * from './if-started';
export * from './service-process';
