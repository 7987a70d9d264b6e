import { Link } from 'react-router-dom';
import { useGetMotorcyclesQuery } from 'shared-auth';

export default function CarouselPage() {
  const { data = [], isLoading, isError } = useGetMotorcyclesQuery();
  return (
    <section>
      <h1>LATEST MODELS</h1>
      <p>Please select a Vespa Model</p>
      {isLoading && <p role="status">Loading... your motorcycles</p>}
      {isError && <p role="alert">Upss! There is an Error</p>}
      <ul>
        {data.map((motorcycle) => (
          <li key={motorcycle.id}>
            <Link to={`/motorcycle/${motorcycle.id}`}>{motorcycle.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
