/**
 * A success text that outlives the page it was said on: "registered" is shown on the page the form
 * goes to. Kept for this tab only (sessionStorage), for that page only, and read once.
 */

const NOTICE_KEY = 'stride:account-notice';

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's session storage, or null where there is none (the server, a locked-down browser). */
function sessionStore(): NoticeStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The path part of a same-origin href ("/ucet/profil?x" → "/ucet/profil"). */
const pathOf = (href: string) => href.split(/[?#]/, 1)[0] ?? href;

/** Leaves `message` for the page at `href`. */
export function leaveNotice(message: string, href: string, storage: NoticeStorage | null = sessionStore()): void {
  try {
    storage?.setItem(NOTICE_KEY, JSON.stringify({ message, path: pathOf(href) }));
  } catch {
    // A full or refused storage only costs the text: the page it leads to still shows.
  }
}

/** The text left for the page at `pathname`, once; a text left for another page is dropped. */
export function takeNotice(pathname: string, storage: NoticeStorage | null = sessionStore()): string | null {
  try {
    const left = storage?.getItem(NOTICE_KEY);
    if (!left) return null;
    storage?.removeItem(NOTICE_KEY);
    const notice: unknown = JSON.parse(left);
    if (typeof notice !== 'object' || notice === null || !('message' in notice) || !('path' in notice)) return null;
    return notice.path === pathname && typeof notice.message === 'string' ? notice.message : null;
  } catch {
    return null;
  }
}
