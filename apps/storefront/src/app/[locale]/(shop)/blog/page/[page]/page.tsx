import { BlogList } from '@/components/blog/blog-list';
import { blogListMetadata, loadBlogList } from '@/lib/blog/load-blog-list';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; page: string }> };

export async function generateMetadata({ params }: PageProps) {
  return blogListMetadata(await loadBlogList(params));
}

/** A further page of the blog list (`/blog/stranka/2`). */
export default async function BlogListPage({ params }: PageProps) {
  return <BlogList {...(await loadBlogList(params))} />;
}
