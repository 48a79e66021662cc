import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface TLoadErrorProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ title, message, retryLabel, onRetry, retrying = false }: TLoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {message}
      <div>
        <Button
          mt="sm"
          size="xs"
          variant="outline"
          color="red.9"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      </div>
    </Alert>
  );
}
