export default function AddMotorcyclePage() {
  return (
    <section>
      <h1>Add a motorcycle</h1>
    </section>
  );
}
