import { notFound } from 'next/navigation';

/** Any path the route table does not know: the localized 404 with status 404. */
export default function UnknownPath() {
  notFound();
}
