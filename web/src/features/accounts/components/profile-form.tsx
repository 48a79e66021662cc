import type { TProfile, TSaveProfileResponse } from '@common/contracts/accounts';
import { profileProblem, type TProfileFields } from '@common/rules/profile';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useSaveProfile } from '../api/save-profile';
import { initialProfileState, toProfileInput, withPlace, withTyped } from '../profile-values';
import { AddressAutocomplete } from './address-autocomplete';
import { FormProblem } from './form-problem';

interface TProfileFormProps {
  profile?: TProfile | null;
  onSaved: (answer: TSaveProfileResponse) => void;
}

type TField = keyof TProfileFields;

/** The profile (SPEC.md section 5, profile save): completion after sign-up, and Account Settings. */
export function ProfileForm({ profile, onSaved }: TProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState(() => initialProfileState(profile));
  const [problem, setProblem] = useState<{ field?: TField; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const refuse = (message: string, field?: TField) => {
    setProblem({ field, message });
    setAttempt((n) => n + 1);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const broken = profileProblem(state.fields);
    if (broken) return refuse(t(`rules.${broken.key}`), broken.field);
    setProblem(null);
    save.mutate(toProfileInput(state), {
      onSuccess: onSaved,
      onError: (error) => {
        // The server names the field it refused (a username taken, a look-alike, an invisible character).
        const named = Object.keys(error.fields ?? {}).find((f): f is TField => f in state.fields);
        const field = named ?? (error.code === 'CONFLICT' ? 'username' : undefined);
        refuse(serverMessage(t, error), field);
      },
    });
  };

  const common = (field: TField) => ({
    name: field,
    label: t(`accounts.fields.${field}`),
    value: state.fields[field],
    withAsterisk: true,
    'aria-required': true,
    error: problem?.field === field,
  });
  const text = (field: TField, autoComplete: string) => (
    <TextInput
      {...common(field)}
      autoComplete={autoComplete}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setState((s) => withTyped(s, field, value));
      }}
    />
  );
  const address = (field: 'street' | 'city' | 'zip') => (
    <AddressAutocomplete
      name={field}
      label={t(`accounts.fields.${field}`)}
      value={state.fields[field]}
      required
      invalid={problem?.field === field}
      onChange={(value) => setState((s) => withTyped(s, field, value))}
      onPick={(place) => setState((s) => withPlace(s, place))}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('accounts.profileForm.label')}>
      <Stack gap="md">
        <FormProblem message={problem?.message ?? null} attempt={attempt} />
        <Text size="sm" c="dimmed">
          {t('accounts.profileForm.privacy')}
        </Text>
        {text('username', 'username')}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {text('first_name', 'given-name')}
          {text('last_name', 'family-name')}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('accounts.profileForm.addressHint')}
        </Text>
        {address('street')}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {address('city')}
          {text('state', 'address-level1')}
          {address('zip')}
          {text('country', 'country-name')}
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('accounts.profileForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
