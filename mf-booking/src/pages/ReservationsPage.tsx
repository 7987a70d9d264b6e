export default function ReservationsPage() {
  return (
    <section>
      <h1>My reservations</h1>
    </section>
  );
}
