// The Nx module-boundary constraints, shared by eslint.config.js and the boundary-only check that
// `npm test` runs (eslint.boundaries.config.js).
module.exports = [
  'error',
  {
    allow: [],
    depConstraints: [
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
      { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
      { sourceTag: 'type:service', notDependOnLibsWithTags: ['type:service', 'type:app'] },
      // The CLI runs the scan service's extraction pipeline locally, on purpose.
      {
        sourceTag: 'scope:tools',
        onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'type:service'],
      },
      { sourceTag: 'scope:web', notDependOnLibsWithTags: ['type:service', 'scope:server'] },
    ],
  },
];
