import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  contactErrorMessage,
  EMPTY_CONTACT,
  pickContactErrors,
  type TContactErrors,
  type TContactField,
  type TContactValues,
  validateContact,
} from '../contact-validation';

/** The contact form: validated in the browser with the shared contract, then stored by the server. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<TContactErrors>({});
  const [sent, setSent] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const failureToast = useRef<string | null>(null);

  // After a rejected submit, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const reject = (next: TContactErrors) => {
    setErrors(next);
    setFailedAttempts((n) => n + 1);
  };

  const fail = (message: string) => {
    failureToast.current = notifications.show({
      color: 'red',
      title: t('contact.failedTitle'),
      message,
      autoClose: 8000,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return; // Enter in a field can submit again while the button is busy
    const checked = validateContact(values);
    if (!checked.ok) return reject(checked.errors);
    setErrors({});
    setSent(false);
    // A new attempt makes the last failure toast stale.
    if (failureToast.current) notifications.hide(failureToast.current);
    send.mutate(checked.request, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('contact.sentToastTitle'),
          message: t('contact.sentToastText'),
        });
        setValues(EMPTY_CONTACT);
        setSent(true);
      },
      // What was typed stays in the form, so nothing is lost on a failure.
      onError: (error) => {
        const fields = isApiError(error) && error.fields ? pickContactErrors(error.fields) : {};
        if (Object.keys(fields).length > 0) {
          reject(fields);
          fail(t('contact.checkFields'));
        } else fail(apiErrorMessage(t, error));
      },
    });
  };

  const field = (name: TContactField) => ({
    label: t(`contact.fields.${name}`),
    value: values[name],
    error: errors[name] ? contactErrorMessage(t, name, errors[name], values[name]) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
      setSent(false);
    },
  });
  const required = { withAsterisk: true, 'aria-required': true } as const;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('contact.title')}>
      <Stack gap="md">
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
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
