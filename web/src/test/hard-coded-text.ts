import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

// Finds words a person could read that are written in a component instead of coming from the
// translation files (web/src/locales). It reads the syntax only (TypeScript's parser), so it sees
// literals where they are written, not where a variable carrying one ends up: see the report's
// limits in no-hard-coded-text.test.ts.

export type TFinding = { file: string; line: number; kind: string; text: string };

/** JSX attributes and object properties whose string is shown to a person (or read to them). */
export const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'ariaLabel',
  'title',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'description',
  'content',
  'tooltip',
  'message',
  'emptyText',
  'error',
  'confirmLabel',
  'cancelLabel',
  'confirm',
  'cancel',
  'children',
  'nothingFoundMessage',
  'hint',
  'caption',
  'text',
  'heading',
  'subtitle',
  'intro',
  'summary',
  'empty',
  'notFound',
  'defaultValue',
]);

/** Props named for the text they carry: submitLabel, emptyText, loadError, pageTitle, fieldHelp... */
const TEXT_PROP_NAME =
  /(Label|Text|Title|Message|Error|Description|Help|Heading|Caption|Placeholder|Hint|Summary|Tooltip)$/;

/** A prop or property name whose string is shown to a person. */
export function isTextProp(name: string): boolean {
  return TEXT_PROPS.has(name) || (TEXT_PROP_NAME.test(name) && !/^(class|style|data-)/i.test(name));
}

/**
 * Library components with English words built in, and the prop that puts ours in their place
 * (Mantine 9). Mantine's carousel also says 'Slide 1 of 2' in a status line no prop reaches: the
 * post carousel hides it and says its own (post-carousel.tsx).
 */
const LIBRARY_WORDS: Record<string, Record<string, string>> = {
  PasswordInput: { visibilityToggleButtonProps: 'Toggle password visibility' },
  Carousel: {
    'aria-roledescription': 'carousel',
    previousControlProps: 'Previous slide',
    nextControlProps: 'Next slide',
  },
  'Carousel.Slide': { 'aria-roledescription': 'slide', 'aria-label': 'Carousel slide' },
};

/** Functions whose string arguments a person reads. */
const TEXT_CALLS = [
  /(^|\.)alert$/,
  /(^|\.)confirm$/,
  /(^|\.)prompt$/,
  /^notifications\.(show|update)$/,
  /^showNotification$/,
  /^usePageTitle$/,
  /^toast/,
  // State that a component shows: setError('...'), setProblem('...')
  /^set(Error|Problem|Message|Notice|Status|Title|Label)$/,
];

/** Words that are not English to translate: the brand, and units or codes shown as they are. */
const NOT_WORDS = [/PartsYard/g];

/** Text a person could read: has a letter once the brand, URLs and paths are set aside. */
export function hasWords(text: string): boolean {
  let rest = text.trim();
  if (rest === '') return false;
  if (/^(https?:|mailto:|tel:|\/|#|data:)/.test(rest)) return false;
  for (const re of NOT_WORDS) rest = rest.replace(re, '');
  return /\p{L}/u.test(rest);
}

type TAllow = { file: string; text: string; reason: string };

function lineOf(sf: SourceFile, node: Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart?.(sf) ?? node.pos).line + 1;
}

function propName(node: Node): string | undefined {
  // biome-ignore lint/suspicious/noExplicitAny: the unstable AST's node shapes
  const name = (node as any).name;
  if (!name) return undefined;
  if (name.kind === SyntaxKind.Identifier || name.kind === SyntaxKind.StringLiteral) return name.text;
  if (name.kind === SyntaxKind.JsxNamespacedName) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/**
 * The literal strings an expression can evaluate to, through conditionals, `||`/`??`/`&&`,
 * parentheses and `as`: `cond ? 'Yes' : 'No'` yields both. Template literals yield their fixed parts.
 */
// biome-ignore lint/suspicious/noExplicitAny: the unstable AST's node shapes
function literalsOf(node: any): { node: Node; text: string }[] {
  if (!node) return [];
  switch (node.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
      return [{ node, text: node.text }];
    case SyntaxKind.TemplateExpression: {
      const parts = [
        node.head.text,
        ...node.templateSpans.map((s: { literal: { text: string } }) => s.literal.text),
      ];
      return [{ node, text: parts.join(' ') }];
    }
    case SyntaxKind.ParenthesizedExpression:
    case SyntaxKind.AsExpression:
    case SyntaxKind.SatisfiesExpression:
    case SyntaxKind.NonNullExpression:
    case SyntaxKind.JsxExpression:
      return literalsOf(node.expression);
    case SyntaxKind.ConditionalExpression:
      return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
    case SyntaxKind.BinaryExpression: {
      const op = node.operatorToken.kind;
      if (op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken)
        return [...literalsOf(node.left), ...literalsOf(node.right)];
      if (op === SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right);
      if (op === SyntaxKind.PlusToken) return [...literalsOf(node.left), ...literalsOf(node.right)];
      return [];
    }
    default:
      return [];
  }
}

/** Two words or more, not CSS: 'No posts yet', 'Request failed' (a word alone may be a code or a key). */
export function isSentenceLike(text: string): boolean {
  const rest = NOT_WORDS.reduce((r, re) => r.replace(re, ''), text).trim();
  if (/var\(|calc\(|\d(px|em|rem|vw|vh|%)\b|min-width|max-width|\bsolid\b/.test(rest)) return false;
  return /\p{L}{2,}[\s\u00a0]+\p{L}+/u.test(rest);
}

/** Where a sentence is for developers, not people: console output and plain Errors. */
// biome-ignore lint/suspicious/noExplicitAny: the unstable AST's node shapes
function isDeveloperText(node: any): boolean {
  const p = node.parent;
  if (!p) return false;
  if (p.kind === SyntaxKind.CallExpression && /^console\./.test(calleeName(p.expression))) return true;
  if (p.kind === SyntaxKind.NewExpression && /^(Error|TypeError|RangeError)$/.test(calleeName(p.expression)))
    return true;
  // Given to a JSX attribute that is not text (className, href, autoComplete...): not words to read.
  for (let a = p; a && a.kind !== SyntaxKind.SourceFile; a = a.parent) {
    if (a.kind === SyntaxKind.JsxAttribute) return true;
    if (a.kind === SyntaxKind.PropertyAssignment && CODE_PROPS.test(propName(a) ?? '')) return true;
    if (a.kind === SyntaxKind.CallExpression && CODE_CALLS.test(calleeName(a.expression))) return true;
    if (a.kind === SyntaxKind.Block || a.kind === SyntaxKind.JsxElement) break;
  }
  return false;
}

/** Properties and calls whose strings are code: class names, styles, media queries, selectors. */
const CODE_PROPS =
  /^(className|classNames|style|styles|key|queryKey|id|type|method|href|to|path|pattern|autoComplete|inputMode|mode|variant|color|size|sizes|media|query)$/;
const CODE_CALLS =
  /^(clsx|cx|useMediaQuery|matchMedia|window\.matchMedia|.*querySelector(All)?|.*\.(startsWith|endsWith|includes|split|replace|replaceAll|get|set|has|getAttribute|setAttribute|setItem|getItem|removeItem|append))$/;

function calleeName(node: Node): string {
  // biome-ignore lint/suspicious/noExplicitAny: the unstable AST's node shapes
  const n = node as any;
  if (n.kind === SyntaxKind.Identifier) return n.text;
  if (n.kind === SyntaxKind.PropertyAccessExpression) return `${calleeName(n.expression)}.${n.name.text}`;
  return '';
}

function scanFile(sf: SourceFile, file: string, out: TFinding[]) {
  const report = (node: Node, kind: string, text: string) => {
    if (hasWords(text))
      out.push({ file, line: lineOf(sf, node), kind, text: text.trim().replace(/\s+/g, ' ') });
  };
  // A literal found through its place (a prop, a call) is not reported again as a sentence.
  const reported = new Set<Node>();
  const reportAll = (expr: Node | undefined, kind: string) => {
    for (const lit of literalsOf(expr)) {
      reported.add(lit.node);
      report(lit.node, kind, lit.text);
    }
  };

  // biome-ignore lint/suspicious/noExplicitAny: the unstable AST's node shapes
  const visit = (node: any): void => {
    switch (node.kind) {
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral:
      case SyntaxKind.TemplateExpression:
        // A sentence anywhere else (a constant, a helper's return, a comparison with a server's
        // words) is text a person may end up reading: it belongs in the locale files too.
        if (
          !reported.has(node) &&
          !isDeveloperText(node) &&
          node.parent?.kind !== SyntaxKind.ImportDeclaration
        ) {
          const text = literalsOf(node)[0]?.text ?? '';
          if (isSentenceLike(text)) report(node, 'sentence', text);
        }
        break;
      case SyntaxKind.JsxText:
        report(node, 'JSX text', node.text);
        break;
      case SyntaxKind.JsxOpeningElement:
      case SyntaxKind.JsxSelfClosingElement: {
        // A library component that says English words of its own unless given ours.
        const tag = node.tagName.getText(sf);
        const given = new Set(
          node.attributes.properties.map((a: Node) => propName(a)).filter((n: unknown) => n !== undefined),
        );
        const spreads = node.attributes.properties.some(
          (a: Node) => a.kind === SyntaxKind.JsxSpreadAttribute,
        );
        for (const [prop, words] of Object.entries(LIBRARY_WORDS[tag] ?? {}))
          if (!given.has(prop) && !spreads) {
            out.push({ file, line: lineOf(sf, node), kind: `${tag} without ${prop}`, text: words });
          }
        break;
      }
      case SyntaxKind.JsxExpression:
        // A literal as a child: <p>{'Hello'}</p>, <p>{done ? 'Saved' : 'Saving'}</p>
        if (node.parent?.kind === SyntaxKind.JsxElement || node.parent?.kind === SyntaxKind.JsxFragment)
          reportAll(node.expression, 'JSX child');
        break;
      case SyntaxKind.JsxAttribute: {
        const name = propName(node);
        if (name && isTextProp(name)) reportAll(node.initializer, `prop ${name}`);
        // A list's shown strings: <Select data={['New', 'Used']} />
        const list = node.initializer?.expression;
        if (name === 'data' && list?.kind === SyntaxKind.ArrayLiteralExpression)
          for (const item of list.elements) reportAll(item, 'prop data');
        break;
      }
      case SyntaxKind.PropertyAssignment: {
        // { title: 'Saved', message: '...' } for notifications, modals' labels, options' labels
        const name = propName(node);
        if (name && isTextProp(name)) reportAll(node.initializer, `property ${name}`);
        break;
      }
      case SyntaxKind.CallExpression: {
        const callee = calleeName(node.expression);
        if (TEXT_CALLS.some((re) => re.test(callee)))
          for (const arg of node.arguments) reportAll(arg, `${callee}()`);
        // t('key', 'Words'): English shown whenever the key is missing, in every language.
        if (/(^|\.)t$/.test(callee)) reportAll(node.arguments[1], 't() default');
        break;
      }
      case SyntaxKind.BinaryExpression:
        if (
          node.operatorToken.kind === SyntaxKind.EqualsToken &&
          /(^|\.)(title|textContent|innerText|innerHTML)$/.test(calleeName(node.left))
        )
          reportAll(node.right, `${calleeName(node.left)} =`);
        break;
    }
    node.forEachChild(visit);
  };
  sf.forEachChild(visit);
}

/**
 * Scans `files` (absolute paths, all in the TypeScript project `tsconfig`) and returns what is
 * left once `allow` (file relative to `root`, and the exact text) is set aside.
 */
export function findHardCodedText(opts: {
  root: string;
  tsconfig: string;
  files: string[];
  allow?: TAllow[];
}): TFinding[] {
  const api = new API({ cwd: opts.root });
  try {
    const snapshot = api.updateSnapshot({ openProject: opts.tsconfig });
    const project = snapshot.getProjects()[0];
    if (!project) throw new Error(`No TypeScript project at ${opts.tsconfig}`);
    const out: TFinding[] = [];
    for (const abs of opts.files) {
      const sf = project.program.getSourceFile(abs);
      if (!sf) throw new Error(`${abs} is not in the project ${opts.tsconfig}`);
      scanFile(sf, abs.slice(opts.root.length + 1), out);
    }
    const allow = opts.allow ?? [];
    return out.filter((f) => !allow.some((a) => a.file === f.file && a.text === f.text));
  } finally {
    api.close();
  }
}
