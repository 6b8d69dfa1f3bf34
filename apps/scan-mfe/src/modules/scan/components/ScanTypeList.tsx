import { TabsList, TabsTrigger } from '@labellens/web-ui';
import { Leaf, Salad } from 'lucide-react';

/** The scan page's tabs: an ingredient list or a nutrition label. */
export function ScanTypeList() {
  return (
    <TabsList aria-label="Scan type">
      <TabsTrigger value="ingredients">
        <Leaf aria-hidden="true" /> Ingredients
      </TabsTrigger>
      <TabsTrigger value="nutrition">
        <Salad aria-hidden="true" /> Nutrition
      </TabsTrigger>
    </TabsList>
  );
}
