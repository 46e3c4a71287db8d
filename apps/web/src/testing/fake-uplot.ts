import type uPlot from 'uplot';

// uPlot draws on a canvas, which jsdom does not have. The web tests put this in its place
// (vi.mock('uplot', () => import('@/testing/fake-uplot'))): it keeps what a chart was given,
// its size changes and whether it was destroyed, so a test can check the wrapper's work.

export default class FakeUPlot {
  static readonly made: FakeUPlot[] = [];
  static tzDate(date: Date) {
    return date;
  }

  width: number;
  height: number;
  destroyed = false;
  readonly sizes: { width: number; height: number }[] = [];

  constructor(
    readonly options: uPlot.Options,
    readonly data: uPlot.AlignedData,
    readonly target: HTMLElement,
  ) {
    this.width = options.width;
    this.height = options.height;
    FakeUPlot.made.push(this);
  }

  setSize(size: { width: number; height: number }) {
    this.sizes.push(size);
    this.width = size.width;
    this.height = size.height;
  }

  destroy() {
    this.destroyed = true;
  }

  /** The charts drawn and not destroyed, by their container's accessible name. */
  static shown(label: string) {
    return FakeUPlot.made.filter(
      (plot) => !plot.destroyed && plot.target.getAttribute('aria-label') === label,
    );
  }
}
