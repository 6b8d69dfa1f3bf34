import type { EvalSection } from '../section';

export const photosSection: EvalSection = {
  name: 'photos',
  description: 'not yet measured',
  run: () => Promise.resolve(false),
};
