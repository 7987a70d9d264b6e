export default function DeletePage() {
  return (
    <section>
      <h1>Delete a motorcycle</h1>
    </section>
  );
}
