import { lazy, Suspense, useState } from 'react';
import type { ReservationDialogProps } from './ReservationDialog';

const ReservationDialog = lazy(() =>
  import('./ReservationDialog').then((module) => ({ default: module.ReservationDialog })),
);

/**
 * A ride's dialog at the desk (./ReservationDialog.tsx), whose code (the hand-over, the money) is
 * fetched the first time a ride is opened, not with the page: the desk's pages paint without it
 * on a slow phone (docs/PERFORMANCE.md). Once opened it stays, so closing gives the focus back.
 */
export function RideDialog(props: ReservationDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.reservation !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReservationDialog {...props} />
    </Suspense>
  );
}
