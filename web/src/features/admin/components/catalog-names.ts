import { ZPartInput } from '@common/contracts/admin';
import { schemaResolver } from '@mantine/form';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import type { TCatalogKind, TCatalogSave } from '../api/catalog';

/** A catalog form's errors, each shown beside its field. */
export interface TNameErrors {
  name?: string;
  name_fr?: string;
}

const checkPart = schemaResolver(ZPartInput, { sync: true });

/**
 * The browser's own check before sending (the server checks again): a part needs both names, as the
 * part contract says; its other rules (the length) stay the server's to say. An empty English name
 * is left to the server's sentence for vehicles (its 'Manufacturer - Model' rule).
 */
export function missingNames(t: TFunction, kind: TCatalogKind, save: TCatalogSave): TNameErrors | null {
  if (kind !== 'parts') return null;
  const issues = checkPart({ part_name: save.name, part_name_fr: save.name_fr ?? '' });
  const errors: TNameErrors = {};
  if (issues.part_name === 'partNameRequired') errors.name = t('rules.partNameRequired');
  if (issues.part_name_fr === 'partNameFrRequired') errors.name_fr = t('rules.partNameFrRequired');
  return errors.name || errors.name_fr ? errors : null;
}

/** The server's refusal beside the field it names (part_name_fr: the French name; anything else: the name). */
export function serverNameErrors(t: TFunction, err: unknown): TNameErrors {
  const message = serverMessage(t, err);
  const french =
    isApiError(err) && err.fields && 'part_name_fr' in err.fields && !('part_name' in err.fields);
  return french ? { name_fr: message } : { name: message };
}
