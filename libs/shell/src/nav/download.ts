/** Starts a browser download of `url` (same-origin files keep their server-given name). */
export function startDownload(url: string, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Opens `url` in a new browser window, without giving it a handle on this one. */
export function openWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
