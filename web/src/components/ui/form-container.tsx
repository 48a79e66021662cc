import { Box, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';

interface TFormContainerProps {
  /** The wide form width (800 px) instead of the standard one (450 px). */
  wide?: boolean;
  children: ReactNode;
}

/** Centres a form at the theme's form width (docs/PRODUCT.md §9). */
export function FormContainer({ wide = false, children }: TFormContainerProps) {
  const { other } = useMantineTheme();
  return (
    <Box maw={wide ? other.wideFormMaxWidth : other.formMaxWidth} w="100%" mx="auto">
      {children}
    </Box>
  );
}
