// Public pieces of the sharing area of @nuri/shell: the sharing wizard of maps, themed apps and layers.
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { ShareWizard, type ShareWizardProps } from './ShareWizard';
export {
  createShareApi,
  type ShareApi,
  type ShareEntry,
  type ShareGroup,
  type ShareListItem,
  type ShareUser,
} from './share-api';
export {
  planShares,
  selectionFromSaved,
  type SelectedTarget,
  type SharePlan,
  type ShareSelection,
} from './share-selection';
