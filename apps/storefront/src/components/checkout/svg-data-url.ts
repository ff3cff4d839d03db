/**
 * An SVG document as an image address (`data:image/svg+xml;base64,…`): the payment QR code is shown
 * as an <img>, never injected into the page, so no markup from an answer ever becomes the page's own.
 */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
