import { Link } from 'react-router-dom';

/** What a rider (or a visitor) sees on an admin route; the admin remote is never loaded for them. */
export function AdminOnlyPage() {
  return (
    <section className="shell-notice">
      <h1>Administrators only</h1>
      <p>
        Only administrators can add, edit or delete motorcycles and see every reservation.{' '}
        <Link to="/motorcycles">Back to the motorcycles</Link>
      </p>
    </section>
  );
}
