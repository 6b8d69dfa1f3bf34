export * from './config.loader';
export * from './common.config';
