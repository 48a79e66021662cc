// Stops on a Node.js older than package.json's engines.node with one sentence saying what to
// install. `npm start`, the server and its command-line tools run it first; `npm install` is
// stopped earlier by npm itself (engine-strict in .npmrc), since npm runs a root project's
// preinstall only after it has installed the dependencies.
// Plain CommonJS with old syntax on purpose: it has to run on the old Node it refuses; the check
// itself is the product's (server/node-version.cjs, which the server asks too).
'use strict';

const { nodeVersionProblem } = require('../server/node-version.cjs');

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
