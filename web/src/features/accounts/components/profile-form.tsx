import type { TProfile, TSaveProfileResponse } from '@common/contracts/accounts';
import { PROFILE_FIELDS, profileProblem, type TProfileFields } from '@common/rules/profile';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { serverMessage } from '@/lib/api-error-message';
import { useSaveProfile } from '../api/save-profile';
import {
  initialProfileValues,
  placeValues,
  type TProfileValues,
  toProfileInput,
  typedValues,
} from '../profile-values';
import { AddressAutocomplete } from './address-autocomplete';

interface TProfileFormProps {
  profile?: TProfile | null;
  onSaved: (answer: TSaveProfileResponse) => void;
}

type TField = keyof TProfileFields;

/** The profile (docs/PRODUCT.md §5, profile): completion after sign-up, and Account Settings. */
export function ProfileForm({ profile, onSaved }: TProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const problem = useFormProblem();
  const form = useForm<TProfileValues>({
    initialValues: initialProfileValues(profile),
    // The field stays marked until the next attempt; the sentence is in the alert.
    clearInputErrorOnChange: false,
    // The first rule broken, in the spec's order (the rule the profile contract refines with).
    validate: (values) => {
      const broken = profileProblem(values);
      return broken ? { [broken.field]: true } : {};
    },
  });

  const submit = (values: TProfileValues) => {
    problem.refuse(null);
    save.mutate(toProfileInput(values), {
      onSuccess: onSaved,
      onError: (error) => {
        // The server names the field it refused (a username taken, a look-alike, an invisible character).
        const named = Object.keys(error.fields ?? {}).find((f): f is TField =>
          (PROFILE_FIELDS as readonly string[]).includes(f),
        );
        const field = named ?? (error.code === 'CONFLICT' ? 'username' : undefined);
        if (field) form.setErrors({ [field]: true });
        problem.refuse(serverMessage(t, error));
      },
    });
  };

  const common = (field: TField) => ({
    name: field,
    label: t(`accounts.fields.${field}`),
    withAsterisk: true,
    'aria-required': true,
  });
  const text = (field: TField, autoComplete: string) => (
    <TextInput
      {...common(field)}
      autoComplete={autoComplete}
      {...form.getInputProps(field)}
      onChange={(e) => form.setValues(typedValues(field, e.currentTarget.value))}
    />
  );
  const address = (field: 'street' | 'city' | 'zip') => (
    <AddressAutocomplete
      name={field}
      label={t(`accounts.fields.${field}`)}
      value={form.values[field]}
      required
      error={form.errors[field]}
      onChange={(value) => form.setValues(typedValues(field, value))}
      onPick={(place) => form.setValues(placeValues(place))}
    />
  );

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={(_errors, values) => {
        const broken = profileProblem(values);
        if (broken) problem.refuse(t(`rules.${broken.key}`));
      }}
      busy={save.isPending}
      submitLabel={t('accounts.profileForm.submit')}
      error={problem.error}
      attempt={problem.attempt}
      focusErrors
      aria-label={t('accounts.profileForm.label')}
    >
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
    </FormShell>
  );
}
