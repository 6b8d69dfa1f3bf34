export * from './tools';
export * from './images';
export * from './compose';
export * from './kustomize';
export * from './k8s-schema';
export * from './quantity';
