import { isMessageKey } from '@common/messages';
import { type FormErrors, schemaResolver } from '@mantine/form';
import type { TFunction } from 'i18next';

type TSchema = Parameters<typeof schemaResolver>[0];

/**
 * A contract (a zod schema of common/contracts) as a form's resolver, each field's first issue in
 * words: the contracts' messages are keys of common/locales/en.json, said as `rules.<key>`; `said`
 * keeps a form's own sentence for a field where it words the rule its own way.
 */
export function contractResolver(schema: TSchema, t: TFunction, said: Record<string, string> = {}) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(values))) {
      const key = String(message);
      errors[path] = said[path] ?? (isMessageKey(key) ? t(`rules.${key}`) : key);
    }
    return errors;
  };
}
