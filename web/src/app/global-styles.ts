// The app's global style sheets, imported once by main.tsx (and nothing the server renders needs).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/dropzone/styles.css';
