/** One part of `npm run eval`: measures one stage of the product on development data and prints figures. */
export interface EvalSection {
  name: string;
  description: string;
  /** Prints its figures to stdout; resolves false when its data is missing (the run says so). */
  run(): Promise<boolean>;
}
