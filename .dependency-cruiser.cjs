// The house's layers, checked by dependency-cruiser on every `npm run lint` (DEVELOPERS.md,
// "Layers"). Lowest first; a layer imports only the layers it names, never one above it:
//
//   shared  <-  engine  <-  db, io, reports  <-  session  <-  services  <-  api  <-  transports/cli
//
// engine and shared are pure (no database, no files, no Electron: the ESLint rules say so); db
// reads and writes the event file; io reads and writes other files (TRF, CSV, PDN, rating lists,
// the website's folder); reports turn a view into PDF or HTML. None of the three reaches another:
// what they need arrives as values from services. The session holds the open event file.
// The renderer and the portal's phone page are browser bundles: they know only shared/.
//
// A type-only import of `Db` (db/connection.ts) is allowed wherever the open file's handle is
// passed on (api, transports); any other use of db/ from above services is a wrong arrow.
//
// KNOWN lists the wrong arrows that are still there, each with the part of issue 29 that removes
// it. Nothing else is let through: a new wrong arrow, or a new file or folder cycle, fails lint.

/** Each layer: where it lives and which layers (besides itself) it may import. */
const LAYERS = {
  shared: { path: '^src/shared/', may: [] },
  engine: { path: '^src/main/engine/', may: ['shared'] },
  db: { path: '^src/main/db/', may: ['engine', 'shared'] },
  io: { path: '^src/main/io/', may: ['engine', 'shared'] },
  reports: { path: '^src/main/reports/', may: ['engine', 'shared'] },
  session: { path: '^src/main/session/', may: ['db', 'io', 'engine', 'shared'] },
  services: { path: '^src/main/services/', may: ['session', 'db', 'io', 'reports', 'engine', 'shared'] },
  api: { path: '^src/main/api/', may: ['services', 'session', 'shared'] },
  // The command line's file tools (pair, check, standings, teams, berger, perft, moves,
  // openings, plan) work on TRF files and positions without an event file: engine and io.
  // Everything that touches an event file goes through dispatch (api).
  cli: { path: '^src/main/cli/', may: ['transports', 'api', 'session', 'io', 'engine', 'shared'] },
  transports: {
    path: '^src/main/transports/(?!portal/)',
    may: ['cli', 'portal', 'api', 'session', 'shared'],
  },
  // The results portal's server: a transport with its own methods for the phones, not dispatch;
  // it may use api's types and calls services.
  portal: {
    path: '^src/main/transports/portal/',
    may: ['transports', 'api', 'services', 'session', 'shared'],
  },
  // The Electron shell and the web server's entry: they start the session and the transports.
  shell: { path: '^src/main/(index|web)[.]ts$', may: ['transports', 'portal', 'api', 'session', 'shared'] },
  preload: { path: '^src/main/preload/', may: ['shared'] },
  renderer: { path: '^src/renderer/', may: ['shared'] },
  portalPage: { path: '^src/portal-page/', may: ['shared'] },
};

/** Layers that may name the open file's handle type (`import type { Db }`). */
const HANDLE_TYPE = ['api', 'transports', 'portal'];
const HANDLE = '^src/main/db/connection[.]ts$';

/**
 * The wrong arrows still in the tree: [importing file, [imported files or folders], part of
 * issue 29 that removes them, what is wrong]. A path ending in / stands for its whole folder.
 */
const KNOWN = [];

/** File cycles still there: [file, part of issue 29, the cycle]. */
const KNOWN_FILE_CYCLES = [];

/**
 * Folder cycles still there: [the folders of the cycle, part of issue 29 that breaks it, how].
 * A folder listed here is not checked for cycles at all until its entry goes.
 */
const KNOWN_FOLDER_CYCLES = [];

const exact = (p) => '^' + p.replace(/[.]/g, '[.]') + (p.endsWith('/') ? '' : '$');

/** Every folder named in a KNOWN_FOLDER_CYCLES entry (folder scope), not its subfolders. */
function foldersInKnownCycles() {
  return KNOWN_FOLDER_CYCLES.flatMap(([folders]) => folders).map((f) => '^' + f + '$');
}

function layerRules() {
  const rules = [];
  for (const [name, layer] of Object.entries(LAYERS)) {
    const allowed = [layer.path, ...layer.may.map((m) => LAYERS[m].path)];
    const known = KNOWN.filter(([from]) => new RegExp(layer.path).test(from));
    const comment = `${name} imports only ${[name, ...layer.may].join(', ')}`;
    const to = (extra) => ({
      path: '^src/',
      pathNot: [...allowed, ...extra, ...(HANDLE_TYPE.includes(name) ? [HANDLE] : [])],
    });
    rules.push({
      name: `layer-${name}`,
      comment,
      severity: 'error',
      from: { path: layer.path, pathNot: known.map(([from]) => exact(from)) },
      to: to([]),
    });
    for (const [from, targets] of known)
      rules.push({
        name: `layer-${name}`,
        comment: `${comment} (KNOWN: ${from})`,
        severity: 'error',
        from: { path: exact(from) },
        to: to(targets.map(exact)),
      });
    if (HANDLE_TYPE.includes(name))
      rules.push({
        name: `layer-${name}`,
        comment: `${name} may name the Db type only (import type)`,
        severity: 'error',
        from: { path: layer.path, pathNot: known.map(([from]) => exact(from)) },
        to: { path: HANDLE, dependencyTypesNot: ['type-only'] },
      });
  }
  return rules;
}

/**
 * The renderer's own layers: screens draw components, components use hooks, hooks draw nothing.
 * [rule, from, to, why].
 */
const RENDERER = [
  [
    'renderer-hooks-below-components',
    { path: '^src/renderer/hooks/' },
    { path: '^src/renderer/(components|screens)/' },
    "A hook holds a screen's state and calls; it draws nothing, so it imports no component and no screen.",
  ],
  [
    'renderer-components-below-screens',
    { path: '^src/renderer/components/' },
    { path: '^src/renderer/screens/' },
    'A component is drawn by screens; it imports none of them (the navigation table screens.ts aside).',
  ],
  [
    'renderer-common-parts',
    { path: '^src/renderer/components/common/' },
    { path: '^src/renderer/components/', pathNot: '^src/renderer/components/common/' },
    "components/common holds the parts every screen shares; it imports no component of one screen's folder.",
  ],
];

module.exports = {
  forbidden: [
    ...layerRules(),
    {
      name: 'one-activity-writer',
      comment:
        'Activity rows are written by services/activity-log.ts alone; rounds/undo.ts reads the log back.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/main/services/activity-log[.]ts$', '^src/main/services/rounds/undo[.]ts$'],
      },
      to: { path: '^src/main/db/repos/activity[.]ts$' },
    },
    ...RENDERER.map(([name, from, to, comment]) => ({ name, comment, severity: 'error', from, to })),
    {
      name: 'no-file-cycles',
      comment: 'Two files that import each other (directly or around a loop) are one module.',
      severity: 'error',
      from: { path: '^src/', pathNot: KNOWN_FILE_CYCLES.map(([file]) => exact(file)) },
      // A cycle of type-only imports is erased at build and orders nothing; every other is one.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycles',
      comment: 'A folder that imports a folder that imports it back: the two are one layer.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/', pathNot: foldersInKnownCycles() },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|node_modules)/' },
  },
};
