import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'foodApp');

/** The nutrition picker comes with its own issue. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="foodApp" />;
}
