import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface TFormProblemProps {
  message: string | null;
  /** Bumped on each refused submit: the alert is remounted, so screen readers announce it again. */
  attempt: number;
}

/** A form's current problem in a red alert (role=alert), or nothing. */
export function FormProblem({ message, attempt }: TFormProblemProps) {
  if (!message) return null;
  return (
    <Alert key={attempt} role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      {message}
    </Alert>
  );
}
