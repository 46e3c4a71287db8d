import axe from 'axe-core';
import { expect } from 'vitest';

// The journeys' rules (e2e/tests/fixtures.ts, decision 0021): every impact, the experimental
// rules too. jsdom draws nothing, so the rules that need layout are off here; the journeys run
// them in Chromium.
const NEEDS_LAYOUT = ['color-contrast', 'color-contrast-enhanced', 'css-orientation-lock'];

const rules = Object.fromEntries([
  ...axe
    .getRules(['experimental'])
    .filter((rule) => rule.ruleId !== 'hidden-content')
    .map((rule) => [rule.ruleId, { enabled: true }]),
  ...NEEDS_LAYOUT.map((id) => [id, { enabled: false }]),
]);

/** Fails with each violation's rule and elements when axe-core finds any in `container`. */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const { violations } = await axe.run(container, { rules });
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
