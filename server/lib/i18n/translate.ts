import { DEFAULT_LANGUAGE, type TLanguage } from '@common/i18n/languages';
import enCommon from '@common/locales/en.json';
import frCommon from '@common/locales/fr-CA.json';
import i18next, { type TOptions } from 'i18next';
import enServer from '../../locales/en.json';
import frServer from '../../locales/fr-CA.json';

// The server's words in both languages: common/locales (the rule sentences both sides
// show) and server/locales (what only the server says: its refusals, emails, page heads). Keys of
// server/locales sit under 'server.'.

type TTree = { [key: string]: string | TTree };

const english: TTree = { ...enCommon, server: enServer as TTree };
const french: TTree = { ...frCommon, server: frServer as TTree };

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: english }, fr: { translation: french } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false }, // HTML is escaped where HTML is written (mails, heads)
  returnNull: false,
});

/** The sentence at `key` ('invalidEmail', 'server.mail.verifySubject') in `language`, its {{places}} filled. */
export function translate(language: TLanguage, key: string, params?: TOptions): string {
  // Untyped keys: the web's typed-key augmentation of i18next names the browser's files, not these.
  const t = i18n.t as unknown as (key: string, options: TOptions) => string;
  return t(key, { ...params, lng: language });
}

/** Every [key, English sentence] of a tree, keys dotted. */
function flatten(tree: TTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

interface TTemplate {
  key: string;
  names: string[];
  pattern: RegExp;
  /** How many characters of the sentence are not places. */
  fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// An answer's sentence is a rule of common/locales or one of server/locales' answer sections: the
// page heads' and mails' words ('{{vehicle}} {{part}}', '{{condition}}.') would match any message.
const ANSWER_SECTIONS = ['server.errors.', 'server.auth.'];
const isAnswerKey = (key: string) =>
  !key.startsWith('server.') || ANSWER_SECTIONS.some((s) => key.startsWith(s));

const exact = new Map<string, string>();
const templates: TTemplate[] = [];
for (const [key, sentence] of flatten(english)) {
  if (!isAnswerKey(key)) continue;
  if (!sentence.includes('{{')) {
    if (!exact.has(sentence)) exact.set(sentence, key);
    continue;
  }
  const names: string[] = [];
  const source = sentence
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([\\s\\S]*?)';
    })
    .join('');
  const fixed = sentence.replace(/\{\{\w+\}\}/g, '');
  // A template of places alone would take any sentence for its own.
  if (!/[a-z]{3}/i.test(fixed)) continue;
  templates.push({ key, names, pattern: new RegExp(`^${source}$`), fixed: fixed.length });
}
// The most words fixed first: 'Fits {{vehicles}} and {{count}} more.' before 'Fits {{vehicles}}.'.
templates.sort((a, b) => b.fixed - a.fixed);

/**
 * An English sentence of the locale files (as the services throw it) in `language`: found whole,
 * or as a template whose {{places}} are taken back from it. A sentence that is in no file (a
 * library's own words) comes back as it is.
 */
export function localizeMessage(message: string, language: TLanguage): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const key = exact.get(message);
  if (key) return translate(language, key);
  for (const { key: templateKey, names, pattern } of templates) {
    const found = pattern.exec(message);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = found[i + 1] ?? '';
    });
    return translate(language, templateKey, params);
  }
  return message;
}
