import { useMutation } from '@tanstack/react-query';
import { decodeVin } from '@/lib/decode-vin';

/** Decodes when the person asks (the Decode button), not on every keystroke. */
export function useDecodeVin() {
  return useMutation({ mutationFn: (vin: string) => decodeVin(vin) });
}
