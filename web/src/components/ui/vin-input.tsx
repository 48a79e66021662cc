import { checkVin, VIN_LENGTH } from '@common/rules/vin';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The VIN typed, normalized, once it keeps every rule (common/rules/vin.ts); null until then. */
export function readyVin(text: string): string | null {
  const check = checkVin(text);
  return check.vin !== '' && check.error === null ? check.vin : null;
}

interface TVinInputProps {
  label: string;
  description: string;
  value: string;
  onChange: (text: string) => void;
}

/**
 * A VIN box checked as it is typed: a wrong character or check digit at once, a short VIN only once
 * the person leaves the field (typing on hides it again), the check digit's warning once it is valid.
 */
export function VinInput({ label, description, value, onChange }: TVinInputProps) {
  const { t } = useTranslation();
  const [blurred, setBlurred] = useState(false);
  const check = checkVin(value);
  const empty = check.vin === '';
  // A short VIN is still being typed: its length is only wrong once the person leaves the field.
  const shown =
    empty || (check.error === 'vinLength' && !blurred && check.vin.length < VIN_LENGTH) ? null : check.error;
  const valid = !empty && check.error === null;
  return (
    <>
      <TextInput
        label={label}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={value}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        styles={{ input: { textTransform: 'uppercase' } }}
        error={shown ? t(`rules.${shown}`) : undefined}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setBlurred(false);
        }}
        onBlur={() => setBlurred(true)}
      />
      {check.warning && valid && (
        <Text size="sm" c="orange.9">
          {t(`rules.${check.warning}`)}
        </Text>
      )}
    </>
  );
}
