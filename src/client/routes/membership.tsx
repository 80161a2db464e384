/** Placeholder: the screen is built by its own issue. */
export default function MembershipPage() {
  return (
    <section className="container">
      <h1>Become a member</h1>
    </section>
  );
}
