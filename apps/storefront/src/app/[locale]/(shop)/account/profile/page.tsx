import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'profile');

/** The profile: the accounts issue requires login and shows the data. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="profile" />;
}
