import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * Mantine's ModalsProvider on its own (modals.openConfirmModal reaches it through window events).
 * A parent's effect runs after its children's, so onMounted fires once the provider listens; its
 * cleanup tells that the provider is gone.
 */
export default function ModalsProviderMount({ onMounted }: { onMounted: () => () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return <ModalsProvider />;
}
