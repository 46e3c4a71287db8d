/** A count, or a dash when it could not be loaded (SPEC section 8: stats failures only log). */
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
