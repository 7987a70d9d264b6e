import { DeleteList } from '../delete/DeleteList';
import '../ui/admin.css';

/** /delete: exposed as './DeletePage'; the shell shows it to administrators only. */
export default function DeletePage() {
  return (
    <section className="admin-page" aria-labelledby="delete-motorcycle-title">
      <h1 id="delete-motorcycle-title">Delete a motorcycle</h1>
      <p className="admin-page__lead">
        A deleted motorcycle leaves the catalogue at once; its reservations stay readable.
      </p>
      <DeleteList />
    </section>
  );
}
