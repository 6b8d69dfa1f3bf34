export * from './event-catalog';
export * from './event-envelope';
