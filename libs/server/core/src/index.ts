export * from './tokens';
export * from './core.module';
export * from './bootstrap';
export * from './zod-validation.pipe';
export * from './http-exception.filter';
export * from './health.controller';
export * from './storable-text';
export * from './safe-redirect';
