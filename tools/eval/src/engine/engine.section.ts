import type { EvalSection } from '../section';

export const engineSection: EvalSection = {
  name: 'engine',
  description: 'not yet measured',
  run: () => Promise.resolve(false),
};
