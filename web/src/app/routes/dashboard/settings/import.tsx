import { ImportPage } from '@/features/imports/components/import-page';

export default function ImportRoute() {
  return <ImportPage />;
}
