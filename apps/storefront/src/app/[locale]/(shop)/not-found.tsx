import { NotFoundScreen } from '@/components/common/not-found-screen';

/**
 * The 404 of a shop route whose resource is unknown (product, page, category… via `notFound()`),
 * inside the full layout. Unknown paths do not come here: they are unmatched and get app/not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
