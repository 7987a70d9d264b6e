import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="notice-page">
      <h1>Not Found Element!</h1>
      <p>
        There is nothing at this address. <Link to="/motorcycles">Browse the motorcycles</Link>
      </p>
    </section>
  );
}
