import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { draftErrors, errorsAfter, postResolver, type TPostDraft } from '../post-draft';

interface TPostFormOptions<Values extends TPostDraft, Schema extends z.ZodType> {
  initialValues: Values;
  /** The server's contract for what the form sends (new post or edit). */
  schema: Schema;
  /** What the form sends, built from its values. */
  payloadOf: (values: Values) => unknown;
}

/**
 * The create and edit forms' values and checks: the post's fields in one form, checked on submit with
 * the server's contract; a change drops only the errors it makes stale (errorsAfter), so the others
 * stay beside their fields.
 */
export function usePostForm<Values extends TPostDraft, Schema extends z.ZodType>({
  initialValues,
  schema,
  payloadOf,
}: TPostFormOptions<Values, Schema>) {
  const contract = postResolver(schema, payloadOf);
  const form = useForm<Values, z.output<Schema>>({
    initialValues,
    clearInputErrorOnChange: false,
    validate: contract.validate,
    transformValues: contract.parse,
  });
  const change = (next: Partial<TPostDraft>) => {
    form.setValues(next as Partial<Values>);
    form.setErrors((errors) => errorsAfter(errors, next));
  };
  return { form, change, errors: draftErrors(form.errors) };
}
