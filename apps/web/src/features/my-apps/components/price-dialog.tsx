import { useId, useState } from 'react';
import { LIVE_PRICE, livePriceError, toCents, type Currency } from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';

interface PriceDialogProps {
  open: boolean;
  appName: string;
  /** The live price, in currency units; 0 is free. */
  price: number;
  /** The app's currency: the label and every message name it. */
  currency: Currency;
  busy: boolean;
  /** The server's refusal of the last attempt, shown in the dialog. */
  failure: string | null;
  onOpenChange: (open: boolean) => void;
  onUpdate: (price: number) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The price-only edit of a LIVE or SUSPENDED app (docs/product.md, "Price edit"). */
export function PriceDialog({
  open,
  onOpenChange,
  busy,
  onCloseAutoFocus,
  ...form
}: PriceDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open ? <PriceForm busy={busy} {...form} /> : null}
    </FormDialog>
  );
}

function PriceForm({
  appName,
  price,
  currency,
  busy,
  failure,
  onUpdate,
}: Omit<PriceDialogProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'>) {
  const inputId = useId();
  const [text, setText] = useState(price.toFixed(2));
  const next = text.trim() === '' ? Number.NaN : Number(text);
  const free = toCents(price) === 0;
  const unchanged = Number.isFinite(next) && toCents(next) === toCents(price);
  // Unchanged is not an error, only nothing to update.
  const error = unchanged ? null : livePriceError(price, next, currency);
  const canUpdate = !free && !unchanged && error === null && !busy;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (canUpdate) onUpdate(toCents(next) / 100);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Edit Price</DialogTitle>
        <DialogDescription>
          {free
            ? `"${appName}" was published as free, and free apps must remain free.`
            : `"${appName}" currently sells for ${formatMoney(price, currency)}.`}
        </DialogDescription>
      </DialogHeader>
      <FormField id={inputId} label={`Price (${currency})`} error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            step={LIVE_PRICE.step}
            min={0}
            max={LIVE_PRICE.max}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormDialogFooter busy={busy} failure={failure} disabled={!canUpdate}>
        Update Price
      </FormDialogFooter>
    </form>
  );
}
