// Straight from its file: each store screen's chunk holds only its own code.
import { CatalogueScreen } from '@/features/store/components/catalogue-screen';

/** /store: the catalogue. Rendered by the server too, with its data (decision 0035). */
export function Component() {
  return <CatalogueScreen />;
}
