import { AddMotorcycleForm } from '../add/AddMotorcycleForm';
import '../ui/admin.css';

/** /motorcycle/new: exposed as './AddMotorcyclePage'; the shell shows it to administrators only. */
export default function AddMotorcyclePage() {
  return (
    <section className="admin-page" aria-labelledby="add-motorcycle-title">
      <h1 id="add-motorcycle-title">Add a motorcycle</h1>
      <p className="admin-page__lead">
        New models appear in the catalogue for every rider as soon as they are added.
      </p>
      <AddMotorcycleForm />
    </section>
  );
}
