// Jest's node environment with the host's typed-array constructors: native addons (onnxruntime-node)
// create Float32Arrays in the host realm, and libraries loaded inside the test sandbox check
// `instanceof Float32Array` against the sandbox's own constructor, which fails.
'use strict';
const { TestEnvironment } = require('jest-environment-node');

class NodeEnvironmentWithHostTypedArrays extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Float32Array = Float32Array;
    this.global.Float64Array = Float64Array;
    this.global.Int32Array = Int32Array;
    this.global.BigInt64Array = BigInt64Array;
  }
}

module.exports = NodeEnvironmentWithHostTypedArrays;
