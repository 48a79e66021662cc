/** The sentence for a Node.js older than package.json's engines.node, or null when this one will do. */
export function nodeVersionProblem(version: string): string | null;
/** The oldest Node.js package.json accepts ('>=22.12' gives '22.12'). */
export function minimumNode(): string;
