import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeRequest, MessageBox } from 'shared-auth';
import { useAddMotorcycleMutation } from './addMotorcycleApi';
import { toNewMotorcycle } from './motorcycleForm';
import { IdentityFieldset, PictureFieldset, PricesFieldset } from './MotorcycleFieldsets';
import { useMotorcycleForm } from './useMotorcycleForm';
import './add.css';

/**
 * The add-motorcycle form. The browser's own bubbles are replaced by messages under each field
 * in the api's words (announced, tied to the input, the first invalid field focused); the
 * server's answer shows above the button: its validation list, a 403, or its success message,
 * after which the form resets.
 */
export function AddMotorcycleForm() {
  const form = useMotorcycleForm();
  const [addMotorcycle, request] = useAddMotorcycleMutation();
  const status = describeRequest(request, 'Posting...');
  const created = request.isSuccess ? request.data?.data : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.loading || !form.validate()) return;
    const result = await addMotorcycle(toNewMotorcycle(form.values));
    if ('data' in result) form.reset();
  };

  return (
    <form className="form admin-add-form" noValidate onSubmit={submit} aria-busy={status.loading}>
      <p className="admin-add-form__note">All fields are required except the description.</p>
      <IdentityFieldset form={form} />
      <PricesFieldset form={form} />
      <PictureFieldset form={form} />

      <div className="admin-add-form__result">
        <p className="visually-hidden" role="status">
          {status.loading ? status.message : ''}
        </p>
        <MessageBox message={status.message} error={status.error} />
        {created && (
          <p className="admin-add-form__created">
            <Link to={`/motorcycle/${created.id}`}>See {created.name} in the catalogue</Link>
          </p>
        )}
      </div>

      <button
        type="submit"
        className="button admin-add-form__submit"
        // Keeps its focus while the motorcycle is posted (shared-auth/README.md, "disabled or
        // aria-disabled"); submit ignores a second press.
        aria-disabled={status.loading || undefined}
      >
        {status.loading ? status.message : 'Add motorcycle'}
      </button>
    </form>
  );
}
