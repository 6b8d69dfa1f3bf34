import * as TabsPrimitive from '@radix-ui/react-tabs';
import { withClass } from '../with-class';

export const Tabs = TabsPrimitive.Root;
export const TabsList = withClass(TabsPrimitive.List, 'll-tabs__list', 'TabsList');
export const TabsTrigger = withClass(TabsPrimitive.Trigger, 'll-tabs__trigger', 'TabsTrigger');
export const TabsContent = withClass(TabsPrimitive.Content, 'll-tabs__content', 'TabsContent');
