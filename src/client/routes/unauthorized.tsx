/** Placeholder: the screen is built by its own issue. */
export default function UnauthorizedPage() {
  return (
    <section className="container">
      <h1>Access denied</h1>
    </section>
  );
}
