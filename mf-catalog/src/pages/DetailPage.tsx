import { useParams } from 'react-router-dom';
import { useGetMotorcyclesQuery } from 'shared-auth';

export default function DetailPage() {
  const { id } = useParams();
  const { motorcycle } = useGetMotorcyclesQuery(undefined, {
    selectFromResult: ({ data }) => ({ motorcycle: data?.find((m) => String(m.id) === id) }),
  });
  return (
    <section>
      <h1>{motorcycle?.name ?? 'Motorcycle'}</h1>
    </section>
  );
}
