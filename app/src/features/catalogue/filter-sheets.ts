import { loadedOnOpen } from '../../shared/loaded-on-open';
import type { CaseFilterSheetProps } from '../cases/CaseFilterSheet';
import type { ProductFilterSheetProps } from './ProductFilterSheet';

/**
 * The filter panels of the product and case lists load when first opened, not with the list: the list's first
 * view comes with six fewer files (the sheet, dialog and choice code and their styles). The toolbars ask for them
 * when pressed or focused.
 */
export const ProductFilterSheet = loadedOnOpen<ProductFilterSheetProps>(
  () => import('./ProductFilterSheet').then((m) => m.ProductFilterSheet),
  (props) => props.mode !== null,
);

export const CaseFilterSheet = loadedOnOpen<CaseFilterSheetProps>(
  () => import('../cases/CaseFilterSheet').then((m) => m.CaseFilterSheet),
  (props) => props.mode !== null,
);
