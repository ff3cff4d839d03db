import { notFound } from 'next/navigation';
import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';
import { isUrlTitle } from '@/lib/content/url-title';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; urlTitle: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'article');

/** A blog article: the content issue fills it. */
export default async function BlogArticlePage({ params }: PageProps) {
  const { urlTitle } = await params;
  if (!isUrlTitle(urlTitle)) notFound();
  return <SimpleScreen params={params} screen="article" />;
}
