type HappyDomWindow = { happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void } };

/** Resizes happy-dom's window; it applies media queries (Mantine's hiddenFrom/visibleFrom) to match. */
export function setViewport(width: number, height: number): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height });
}
