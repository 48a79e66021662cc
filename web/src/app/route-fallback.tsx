import { Container } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';

/** Shown on first load while the first page's code arrives. */
export function RouteFallback() {
  return (
    <Container component="main" size="lg" py="xl">
      <PageLoader />
    </Container>
  );
}
