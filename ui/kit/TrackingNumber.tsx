/**
 * A parcel's tracking number after its label ("Shipped with UPS:"), linked to the carrier's tracking
 * page when the carrier has one (the link is built by the shop from the carrier's pattern, never
 * typed), else plain; kept left to right inside a right-to-left page.
 */
export function TrackingNumber({ label, number, url, className }: { label: string; number: string; url: string | null; className?: string }) {
  return (
    <p className={className}>
      {label}{' '}
      {url ? <a href={url} target="_blank" rel="noopener noreferrer" dir="ltr">{number}</a> : <span dir="ltr">{number}</span>}
    </p>
  );
}
