/** DI token for the service's validated config object. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** DI token for the shared ioredis client. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
