// shared-ui: the stateless UI kit that makes the shell and the three remotes look and read as one
// product, a federation singleton like shared-auth (one copy of its code and styles on a page).
// Importing it brings the design tokens and the kit's styles, so a remote run on its own looks
// like the product. Nothing here reads the session or the store: what a component shows comes in
// through its props.
import './styles';

export type { RequestStatus } from './requestStatus';
export { BREAKPOINTS, upTo, type Breakpoint } from './breakpoints';
export { useMediaQuery } from './useMediaQuery';
export { ConfirmDialog } from './ConfirmDialog';
export { MessageBox } from './MessageBox';
export { PendingButton } from './PendingButton';
export { RequestOutcome } from './RequestOutcome';
export { LiveRegion, LIVE_REGION_DELAY_MS } from './LiveRegion';
export { Field, type FieldControlProps, type FieldProps } from './Field';
export { TextField } from './TextField';
export { LoadingState } from './LoadingState';
export { ErrorState } from './ErrorState';
export { QueryState } from './QueryState';
export { RefreshFailed } from './RefreshFailed';
export { EmptyState } from './EmptyState';
export { ShowMore, type PagedQuery } from './ShowMore';
export { CardCell, CardRow, CardTable, type CardTableColumn } from './CardTable';
export { ReservationCells } from './ReservationCells';
export { FallbackImage, MOTORCYCLE_PICTURE } from './FallbackImage';
export { StandaloneFrame } from './StandaloneFrame';
export * from './i18n';
export type { UiCatalogue } from './locales/i18n';
export type { MessagesCatalogue } from './locales/messages';
