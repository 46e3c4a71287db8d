import { graphemeLength } from '@vmu/domain';
import { cn } from '@/lib/cn';

/** The counter shows from this share of the limit when it is not always shown. */
const NEAR_LIMIT = 0.8;

export type CharacterLimit = {
  /** The field's current text. */
  value: string;
  /** The domain's maximum for the field (the server refuses more). */
  max: number;
  /** Show the counter from the first character; otherwise only near or past the limit. */
  always?: boolean;
};

/** Characters as people see them: an emoji or an accented letter counts once, as on the server. */
export function characterCountOf({ value, max, always }: CharacterLimit) {
  const count = graphemeLength(value);
  const over = count > max;
  return { count, over, shown: Boolean(always) || over || count >= max * NEAR_LIMIT };
}

/**
 * "12/160" under a field, red past the limit with a statement screen readers announce once
 * when the limit is crossed (the field itself is marked invalid by FormField).
 */
export function CharacterCount({ id, limit }: { id: string; limit: CharacterLimit }) {
  const { count, over, shown } = characterCountOf(limit);
  return (
    // Out of the layout (sr-only) until shown, so a field far from its limit keeps its spacing;
    // the status inside stays mounted, as live regions must be to announce.
    <p
      id={id}
      className={cn(
        shown ? 'text-sm tabular-nums' : 'sr-only',
        over ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
      data-over={over || undefined}
    >
      {shown ? (
        <>
          <span aria-hidden="true">{`${count}/${limit.max}`}</span>
          <span className="sr-only">{`${count} of ${limit.max} characters.`}</span>
        </>
      ) : null}
      <span role="status" className="sr-only">
        {over ? ` Too long: at most ${limit.max} characters.` : ''}
      </span>
    </p>
  );
}
