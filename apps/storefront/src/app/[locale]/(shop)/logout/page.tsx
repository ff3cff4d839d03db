import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'logout');

/** Logout: the accounts issue signs the visitor out here. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="logout" />;
}
