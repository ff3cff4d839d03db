/**
 * What a filter's links share, around the part that differs (mostly the value's urlName): the
 * listing's path before it, the sort and page after it. A filter sends it once instead of with every
 * value, and each value sends only its part, when that is not its urlName (filter-list.tsx).
 */
export type HrefFrame = { start: string; end: string };

function sharedStartLength(texts: readonly string[]): number {
  const [first = '', ...rest] = texts;
  let length = first.length;
  for (const text of rest) while (!text.startsWith(first.slice(0, length))) length -= 1;
  return length;
}

const reversed = (text: string) => [...text].reverse().join('');

/**
 * The frame of some links: their longest shared start and the longest shared end of what follows,
 * both cut at a path segment (or the query), so a value's part is whole segments — its urlName, as
 * a rule — not the middle of one.
 */
export function sharedFrame(hrefs: readonly string[]): HrefFrame {
  const first = hrefs[0] ?? '';
  let startLength = sharedStartLength(hrefs);
  while (startLength > 0 && first[startLength - 1] !== '/') startLength -= 1;
  const rests = hrefs.map((href) => href.slice(startLength));
  let endLength = sharedStartLength(rests.map(reversed));
  const endsAtBoundary = (rest: string) => {
    const at = rest.length - endLength;
    return at === 0 || rest[at] === '/' || rest[at] === '?' || rest[at - 1] === '/';
  };
  while (endLength > 0 && !rests.every(endsAtBoundary)) endLength -= 1;
  return { start: first.slice(0, startLength), end: (rests[0] ?? '').slice((rests[0] ?? '').length - endLength) };
}

/** What a link of the frame holds between its start and its end; none for no link. */
export function partOf(href: string | null, frame: HrefFrame): string | undefined {
  return href === null ? undefined : href.slice(frame.start.length, href.length - frame.end.length);
}
