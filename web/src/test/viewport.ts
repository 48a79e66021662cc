import { act } from 'react';

interface THappyDomWindow {
  happyDOM: { setViewport: (size: { width: number; height: number }) => void };
}

/** Resizes happy-dom's window; media queries (Mantine's useMatches) follow. */
export async function setViewportWidth(width: number): Promise<void> {
  await act(async () => {
    (window as unknown as THappyDomWindow).happyDOM.setViewport({ width, height: 900 });
    window.dispatchEvent(new Event('resize'));
  });
}
