import { selectCurrentUser, useAppSelector } from 'shared-auth';

export default function ReservePage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <section>
      <h1>Reserve a Vespa</h1>
      <label className="form__field">
        <span>Name</span>
        <input readOnly value={user?.name ?? ''} />
      </label>
    </section>
  );
}
