import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// uPlot draws on a canvas of a fixed size; this wrapper makes it as wide as its container (a
// phone's 360 px too), follows the container when it is resized, and frees it on unmount. The
// analytics feature alone imports uPlot, so only the analytics screen's chunk carries it.

/** The chart's options, less its size, which the container gives. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

export const CHART_HEIGHT = 240;

/** A chart for the eye: `label` says what it shows; its numbers are in the screen's table. */
export function UPlotChart({
  label,
  options,
  data,
}: {
  label: string;
  /** Kept stable (useMemo): a new object draws the chart anew. */
  options: ChartOptions;
  data: uPlot.AlignedData;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const widthOf = () => Math.max(0, Math.floor(element.clientWidth));
    const plot = new uPlot({ ...options, width: widthOf(), height: CHART_HEIGHT }, data, element);
    const resize = new ResizeObserver(() => {
      const width = widthOf();
      if (width !== plot.width) plot.setSize({ width, height: CHART_HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data]);

  // min-w-0 and overflow-hidden: the canvas never widens its container, so the container's
  // width is the page's and the observer sees it shrink as well as grow.
  return (
    <div ref={container} role="img" aria-label={label} className="w-full min-w-0 overflow-hidden" />
  );
}
