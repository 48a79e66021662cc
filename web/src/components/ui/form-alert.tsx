import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

interface TFormAlertProps {
  message: string | null;
  /** Bumped on each refused attempt: the alert is remounted, so screen readers announce it again. */
  attempt?: number;
  tone?: 'error' | 'success';
}

/** A form's current problem (red, role=alert) or outcome (green, role=status), or nothing. */
export function FormAlert({ message, attempt = 0, tone = 'error' }: TFormAlertProps) {
  if (!message) return null;
  const error = tone === 'error';
  return (
    <Alert
      key={attempt}
      role={error ? 'alert' : 'status'}
      color={error ? 'red' : 'green'}
      variant="light"
      icon={error ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {message}
    </Alert>
  );
}
