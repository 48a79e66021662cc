// The app's global style sheets, imported once by main.tsx (and nothing the server renders needs).
// First of all, as main.tsx's first import: Zod set up for the CSP before any schema is built.
import '@/lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/dropzone/styles.css';
