import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TCatalogKind } from '../api/catalog';
import { missingNames } from './catalog-names';

/** A catalog entry's names as typed: the French one for a part only. */
export interface TCatalogNames {
  name: string;
  name_fr: string;
}

/**
 * The add and rename forms' names: checked before sending (missingNames), the server's refusal set
 * beside its field by the caller; any change takes every reason away, as both concern the one entry.
 */
export function useCatalogNamesForm(kind: TCatalogKind, initialValues: TCatalogNames) {
  const { t } = useTranslation();
  const form = useForm<TCatalogNames>({
    initialValues,
    clearInputErrorOnChange: false,
    onValuesChange: () => form.clearErrors(),
    validate: (values) => ({ ...missingNames(t, kind, values) }),
  });
  return form;
}
