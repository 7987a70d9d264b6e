import { AdminPage } from '../ui/AdminPage';
import { DeleteList } from './DeleteList';

/** /delete: exposed as './DeletePage'; the shell shows it to administrators only. */
export default function DeletePage() {
  return (
    <AdminPage
      title="Delete a motorcycle"
      lead="Edit a motorcycle's details and prices, or delete it: a deleted motorcycle leaves the catalogue at once; its reservations stay readable."
    >
      <DeleteList />
    </AdminPage>
  );
}
