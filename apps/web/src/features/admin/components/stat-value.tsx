/**
 * A count, or a dash when it could not be loaded (stats failures only log:
 * docs/product.md, "Staff messages").
 */
export function StatValue({ value }: { value: number | undefined }) {
  if (value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not available</span>
      </>
    );
  }
  return <>{value}</>;
}
