import { useId } from 'react';
import type { CookieCategory } from '@vmu/domain';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

interface CookieCategorySwitchProps {
  category: CookieCategory;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  autoFocus?: boolean;
  className?: string;
}

// One optional category: its name labels the switch and its description explains it to
// screen readers as well, so the choice is informed whichever way it is made.
export function CookieCategorySwitch({
  category,
  checked,
  onCheckedChange,
  autoFocus,
  className,
}: CookieCategorySwitchProps) {
  const id = useId();
  const switchId = `${id}-switch`;
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <Label htmlFor={switchId}>{category.name}</Label>
        <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
          {category.description}
        </p>
      </div>
      <Switch
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
        autoFocus={autoFocus}
      />
    </div>
  );
}
