import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'blog');

/** The blog: articles and categories come with the content issue. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="blog" />;
}
