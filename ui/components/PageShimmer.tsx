// Placeholder: replaced by the real shimmer.
export function PageShimmer() {
  return <div aria-busy="true" />;
}
