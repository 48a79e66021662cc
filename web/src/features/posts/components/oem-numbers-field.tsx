import type { TMessageKey } from '@common/messages';
import {
  normalizeOemNumber,
  OEM_NUMBER_MAX_LENGTH,
  OEM_NUMBER_PATTERN,
  OEM_NUMBERS_MAX,
} from '@common/rules/fitment';
import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TOemNumbersFieldProps {
  value: string[];
  onChange: (numbers: string[]) => void;
  /** The contract's or the server's reason, already in words. */
  error?: string;
  disabled?: boolean;
}

/** The first rule a list of part numbers breaks, as the server would say it (common/contracts/posts.ts). */
export function oemNumbersProblem(numbers: readonly string[]): TMessageKey | null {
  if (numbers.length > OEM_NUMBERS_MAX) return 'oemNumbersTooMany';
  const keys = numbers.map(normalizeOemNumber);
  for (const [i, n] of numbers.entries()) {
    if (n.trim().length > OEM_NUMBER_MAX_LENGTH) return 'oemNumberTooLong';
    if (!OEM_NUMBER_PATTERN.test(n.trim())) return 'oemNumberInvalid';
    if (keys.indexOf(keys[i] ?? '') !== i) return 'oemNumberDuplicate';
  }
  return null;
}

/** 'OEM / interchange numbers': up to 5, each added with Enter or a comma, checked as the server checks them. */
export function OemNumbersField({ value, onChange, error, disabled }: TOemNumbersFieldProps) {
  const { t } = useTranslation();
  const problem = oemNumbersProblem(value);
  return (
    <TagsInput
      label={t('partDetails.oemNumbers')}
      description={t('partDetails.oemHint', { max: OEM_NUMBERS_MAX })}
      value={value}
      onChange={(numbers) => onChange(numbers.map((n) => n.trim()).filter(Boolean))}
      maxTags={OEM_NUMBERS_MAX}
      splitChars={[',', ';']}
      acceptValueOnBlur
      clearable
      clearButtonProps={{ 'aria-label': t('select.clear', { field: t('partDetails.oemNumbers') }) }}
      disabled={disabled}
      error={problem ? t(`rules.${problem}`) : error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
