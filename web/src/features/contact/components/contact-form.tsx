import { ZContactRequest } from '@common/contracts/contact';
import { Alert, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  contactErrorMessage,
  EMPTY_CONTACT,
  pickContactErrors,
  type TContactField,
  type TContactValues,
} from '../contact-validation';

/** The contact form: validated in the browser with the shared contract, then stored by the server. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  // Counts refusals, for the focus on the first field to fix (the form has no alert of its own).
  const refusal = useFormProblem();
  const [sent, setSent] = useState(false);
  const failureToast = useRef<string | null>(null);
  const form = useForm<TContactValues>({
    initialValues: EMPTY_CONTACT,
    // The first reason per field, as the contract reports it ('required', 'tooLong', ...).
    validate: schemaResolver(ZContactRequest, { sync: true }),
    onValuesChange: () => setSent(false),
  });

  const fail = (message: string) => {
    failureToast.current = notifications.show({
      color: 'red',
      title: t('contact.failedTitle'),
      message,
      autoClose: 8000,
    });
  };

  const submit = (values: TContactValues) => {
    setSent(false);
    // A new attempt makes the last failure toast stale.
    if (failureToast.current) notifications.hide(failureToast.current);
    send.mutate(ZContactRequest.parse(values), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('contact.sentToastTitle'),
          message: t('contact.sentToastText'),
        });
        form.setValues(EMPTY_CONTACT);
        setSent(true);
      },
      // What was typed stays in the form, so nothing is lost on a failure.
      onError: (error) => {
        const fields = isApiError(error) && error.fields ? pickContactErrors(error.fields) : {};
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
          refusal.refuse(null);
          fail(t('contact.checkFields'));
        } else fail(apiErrorMessage(t, error));
      },
    });
  };

  const field = (name: TContactField) => {
    const reason = form.errors[name];
    return {
      label: t(`contact.fields.${name}`),
      ...form.getInputProps(name),
      error: reason ? contactErrorMessage(t, name, String(reason), form.values[name]) : undefined,
    };
  };
  const required = { withAsterisk: true, 'aria-required': true } as const;

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={() => refusal.refuse(null)}
      busy={send.isPending}
      submitLabel={t('contact.submit')}
      attempt={refusal.attempt}
      focusErrors
      aria-label={t('contact.title')}
    >
      {sent && (
        <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {t('contact.sentMessage')}
        </Alert>
      )}
      <TextInput {...field('name')} {...required} autoComplete="name" />
      <TextInput {...field('email')} {...required} type="email" autoComplete="email" />
      <TextInput {...field('phone')} type="tel" autoComplete="tel" />
      <TextInput {...field('subject')} {...required} />
      <Textarea {...field('message')} {...required} rows={6} resize="vertical" />
    </FormShell>
  );
}
