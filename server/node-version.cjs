// The Node.js version check, against package.json's engines.node: the sentence saying what to
// install on an older one. scripts/check-node.cjs (npm start, npm run dev, preinstall) and the
// server's node-version-guard.ts both ask it, so they say the same thing.
// Plain CommonJS with old syntax on purpose: it has to run on the old Node it refuses, before
// npm install and without a build step.
'use strict';

const pkg = require('../package.json');

/** The current long-term-support major the sentence suggests installing. */
const RECOMMENDED_MAJOR = 24;

/** [major, minor, patch] of a version ('v20.20.0', '22.12') or of a '>=22.12' range. */
function parts(text) {
  const m = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text));
  if (!m) throw new Error(`Not a version: ${text}`);
  return [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)];
}

/** The oldest Node.js package.json accepts ('>=22.12' gives '22.12'). */
function minimumNode() {
  return String(pkg.engines.node).replace(/^\s*>=\s*/, '');
}

/** The sentence for a Node.js older than the minimum, or null when this one will do. */
function nodeVersionProblem(version) {
  const have = parts(version);
  const need = parts(minimumNode());
  for (let i = 0; i < 3; i++) {
    if (have[i] > need[i]) return null;
    if (have[i] < need[i]) {
      return (
        `PartsYard needs Node.js ${minimumNode()} or newer (this is ${have.join('.')}): ` +
        `install it from https://nodejs.org or with \`npm install -g --prefix /usr/local node@${RECOMMENDED_MAJOR}\`.`
      );
    }
  }
  return null;
}

module.exports = { nodeVersionProblem, minimumNode };
