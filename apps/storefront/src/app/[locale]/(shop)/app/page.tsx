import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'shoeApp');

/** The shoe-choosing app (by foot type, strike, pressure and injuries) comes with its own issue. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="shoeApp" />;
}
