import { Container } from '@mantine/core';
import { ErrorDetails } from './error-details';

/** A page failed: the header and footer still work, the error takes the page's place. */
export function PageErrorScreen() {
  return <ErrorDetails />;
}

/** The frame itself failed: show the error alone, since the header may be what broke. */
export function RootErrorScreen() {
  return (
    <Container component="main" size="lg" py="xl">
      <ErrorDetails />
    </Container>
  );
}
