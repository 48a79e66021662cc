import { nodeVersionProblem } from './node-version.cjs';

// Imported first by the server and the command-line tools: on a Node.js older than package.json's
// engines they stop with the same one sentence as `npm start`, before anything else runs.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
