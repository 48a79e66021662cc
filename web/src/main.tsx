// The style sheets stay a <link> in the page's head (the server's markup needs them to paint).
import './app/global-styles';

// The app's JavaScript runs (it does not where a browser has scripts turned off); app.tsx marks
// data-app-ready once it has taken the page over.
document.documentElement.setAttribute('data-app-starting', '');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

/**
 * The app's JavaScript loads and runs once the page has loaded: the server's markup shows without
 * waiting for it, and the photos at the top of the page get the bandwidth first (a phone's
 * connection is shared). A photo that never arrives holds the app back for 3 s at most. Links and
 * the search form work before that (they are plain HTML).
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void (async () => {
    // React's DOM renderer is the largest module: evaluated in a task of its own, so the page
    // stays responsive between it and the rest (a phone's main thread is never held long).
    await import('react-dom/client');
    await new Promise((resume) => setTimeout(resume, 0));
    const { startApp } = await import('./app/boot');
    await startApp(root);
  })();
}

/**
 * After the page's load: once its largest photo is painted (so no script is fetched before that),
 * or two frames on when the largest thing is text (or the browser does not say).
 */
function startAfterPaint() {
  const supported = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  const observer = new PerformanceObserver((list) => {
    const largest = list.getEntries().at(-1) as PerformanceEntry & { url?: string };
    if (largest.url) go();
  });
  function go() {
    observer.disconnect();
    setTimeout(start, 0);
  }
  if (supported) observer.observe({ type: 'largest-contentful-paint', buffered: true });
  requestAnimationFrame(() => requestAnimationFrame(go));
}
if (document.readyState === 'complete') startAfterPaint();
else window.addEventListener('load', startAfterPaint, { once: true });
setTimeout(start, 3_000);
