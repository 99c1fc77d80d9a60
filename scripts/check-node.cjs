// preinstall: refuses a Node.js older than 22.12. engine-strict (.npmrc) already stops npm before
// it downloads anything; this check also holds when that is bypassed (--force, another package
// manager) and says how to get Node.js 22. Plain ES5, so that the old Node it refuses parses it.
var parts = process.versions.node.split('.');
var major = Number(parts[0]);
var minor = Number(parts[1]);
if (major < 22 || (major === 22 && minor < 12)) {
  process.stderr.write(
    [
      '',
      'Diagonal needs Node.js 22.12 or later; this is Node.js ' + process.version + '.',
      'Get Node.js 22 for this shell (Linux, macOS; no admin rights), then run npm install again:',
      '  . scripts/node22.sh',
      'or with nvm: nvm install 22; on Windows: the Node.js 22 LTS installer from https://nodejs.org',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
