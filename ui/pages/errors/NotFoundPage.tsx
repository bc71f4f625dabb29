// Placeholder: replaced by the real 404 page.
export function NotFoundPage() {
  return <h1>This page could not be found</h1>;
}
