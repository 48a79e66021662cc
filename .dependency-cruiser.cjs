// The house's layer rules, enforced by `npm run lint` (depcruise). Each rule says why it exists;
// docs/ARCHITECTURE.md draws the layers these rules keep apart.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'A cycle means neither module can be understood, tested or moved without the other; type-only ' +
        'cycles count too, since they tie the files together just the same.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-is-shared',
      severity: 'error',
      comment:
        'common/ holds the rules both the server and the browser run; importing either side would drag ' +
        'server code into the bundle or browser code into Node.',
      from: { path: '^common/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment:
        'The server serves the built app; it never imports its source (what both need lives in common/).',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'Browser code cannot run server modules; what both need lives in common/.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'feature-not-feature',
      severity: 'error',
      comment:
        'A web feature is a room of its own: features meet in app/ (routes, shell) or share through ' +
        'components/, hooks/ and lib/, so one can change or go without breaking another.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'lower-layers-not-higher',
      severity: 'error',
      comment:
        'db/, lib/ and adapters/ are the floors the modules stand on: a floor that imports a module or a ' +
        'plugin turns the layering upside down and makes every module depend on every other.',
      from: { path: '^server/(db|lib|adapters)/' },
      to: { path: '^server/(modules|plugins)/' },
    },
    {
      name: 'db-is-the-floor',
      severity: 'error',
      comment:
        'db/ (client, schema, migrations) is what everything else stands on; it reaches no adapter or ' +
        'helper, so opening and migrating a database never starts a queue, a mailer or an image tool.',
      from: { path: '^server/db/' },
      to: { path: '^server/(adapters|lib|cli|scripts)/' },
    },
    {
      name: 'adapters-stand-alone',
      severity: 'error',
      comment:
        'An adapter speaks to one outside service (storage, mail, a queue); it knows no server helper, ' +
        'so it can be swapped or tested without the rest of the server.',
      from: { path: '^server/adapters/' },
      to: { path: '^server/lib/' },
    },
    {
      name: 'web-floors-not-rooms',
      severity: 'error',
      comment:
        "The browser's shared floors (components, hooks, lib, config) serve every feature; importing a " +
        'feature, the app shell or an entry from them would make each feature depend on the others.',
      from: { path: '^web/src/(components|hooks|lib|config|locales)/' },
      to: { path: '^web/src/(features|app|ssr)/|^web/src/main\\.tsx$' },
    },
    {
      name: 'ssr-is-an-entry',
      severity: 'error',
      comment:
        'web/src/ssr renders the app on the server, as main.tsx starts it in the browser: an entry sits on ' +
        'top of the app, and what the app and the renderer share lives below both (lib/).',
      from: { path: '^web/src/', pathNot: '^web/src/ssr/' },
      to: { path: '^web/src/ssr/' },
    },
    {
      name: 'scripts-are-leaves',
      severity: 'error',
      comment: 'scripts/ are tools run by hand or by npm; the product never imports them.',
      from: { path: '^(server|web|common)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'sql-in-repositories',
      severity: 'error',
      comment:
        'SQL lives in repositories (and db/ itself): a rule in a service must not depend on how a table ' +
        'is stored, and a query must have one home to be tuned and tested.',
      from: {
        path: '^server/',
        pathNot: [
          '^server/db/',
          '(^|/|-)repository\\.ts$',
          '/repository/',
          '\\.test\\.ts$',
          // The test harnesses build and inspect databases for the tests.
          '^server/test/',
          // Database adapters: LISTEN/NOTIFY and the job queue's tables speak to the database itself.
          '^server/adapters/(realtime|jobs)/',
        ],
      },
      to: {
        path: ['^node_modules/drizzle-orm', '^node_modules/pg/', '^node_modules/@electric-sql/pglite'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^web/dist', '^dist/'] },
    parser: 'swc',
    // A worktree may link node_modules from another checkout: paths stay under node_modules/ so the rules match.
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
