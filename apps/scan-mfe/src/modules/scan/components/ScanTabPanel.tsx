import { TabsContent } from '@labellens/web-ui';
import type { ReactNode } from 'react';
import type { ScanTab } from '../utils/scan-flow-reducer';

const PANEL_NAMES: Record<ScanTab, string> = {
  ingredients: 'Ingredient list scan',
  nutrition: 'Nutrition facts scan',
};

export interface ScanTabPanelProps {
  tab: ScanTab;
  children?: ReactNode;
}

/**
 * The panel of one scan tab. It is named apart from its tab, so the list field inside keeps the
 * only "Ingredients" label.
 */
export function ScanTabPanel({ tab, children }: ScanTabPanelProps) {
  return (
    <TabsContent
      value={tab}
      className="ll-stack scan-tab-panel"
      aria-labelledby={undefined}
      aria-label={PANEL_NAMES[tab]}
    >
      {children}
    </TabsContent>
  );
}
