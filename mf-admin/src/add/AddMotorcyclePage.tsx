import { AdminPage } from '../ui/AdminPage';
import { AddMotorcycleForm } from './AddMotorcycleForm';

/** /motorcycle/new: exposed as './AddMotorcyclePage'; the shell shows it to administrators only. */
export default function AddMotorcyclePage() {
  return (
    <AdminPage
      title="Add a motorcycle"
      lead="New models appear in the catalogue for every rider as soon as they are added."
    >
      <AddMotorcycleForm />
    </AdminPage>
  );
}
