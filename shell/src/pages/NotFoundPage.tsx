import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="shell-notice">
      <h1>Not Found Element!</h1>
      <p>
        There is nothing at this address. <Link to="/motorcycles">Browse the motorcycles</Link>
      </p>
    </section>
  );
}
