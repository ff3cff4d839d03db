import { NotFoundScreen } from '@/components/common/not-found-screen';

/**
 * The 404 of a shop route whose resource is unknown (product, page, category… via `notFound()`),
 * inside the full layout. Unknown paths do not come here: no route matches them, so Next answers
 * them with app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
