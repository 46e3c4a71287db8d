/**
 * How a figure of the last 30 days compares with the 30 days before, in words: '+18% from the
 * 30 days before', 'No change from the 30 days before', or, with nothing to compare with,
 * 'None in the 30 days before'.
 */
export function changeNote(last30Days: number, previous30Days: number): string {
  if (previous30Days === 0) {
    return last30Days === 0 ? 'No change from the 30 days before' : 'None in the 30 days before';
  }
  const percent = Math.round(((last30Days - previous30Days) / Math.abs(previous30Days)) * 100);
  if (percent === 0) return 'No change from the 30 days before';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% from the 30 days before`;
}
