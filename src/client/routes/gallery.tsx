/** Placeholder: the screen is built by its own issue. */
export default function GalleryPage() {
  return (
    <section className="container">
      <h1>Gallery</h1>
    </section>
  );
}
