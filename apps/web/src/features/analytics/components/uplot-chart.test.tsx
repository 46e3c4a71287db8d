import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FakeUPlot from '@/testing/fake-uplot';
import { CHART_HEIGHT, UPlotChart, type ChartOptions } from './uplot-chart';

vi.mock('uplot', () => import('@/testing/fake-uplot'));

/** A ResizeObserver the test drives: `resize()` tells every observer its element changed. */
function observeResizes() {
  const callbacks: ResizeObserverCallback[] = [];
  const disconnected: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        disconnected.push(this.callback);
      }
    },
  );
  return {
    resize: () => callbacks.forEach((callback) => callback([], {} as ResizeObserver)),
    disconnected,
  };
}

let containerWidth = 0;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeUPlot.made.length = 0;
});

describe('UPlotChart', () => {
  const options: ChartOptions = { series: [{}, { label: 'Downloads' }] };
  const data: [number[], number[]] = [
    [1, 2],
    [3, 4],
  ];

  it('draws as wide as its container, follows its width, and is freed on unmount', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => containerWidth);
    const observer = observeResizes();
    containerWidth = 360;
    const { unmount } = render(
      <UPlotChart label="Downloads by day" options={options} data={data} />,
    );

    const chart = screen.getByRole('img', { name: 'Downloads by day' });
    const [plot] = FakeUPlot.made;
    expect(plot?.target).toBe(chart);
    expect(plot?.width).toBe(360);
    expect(plot?.height).toBe(CHART_HEIGHT);
    expect(plot?.data).toBe(data);
    expect(plot?.options.series).toEqual(options.series);

    containerWidth = 320;
    observer.resize();
    expect(plot?.sizes).toEqual([{ width: 320, height: CHART_HEIGHT }]);
    // A resize that leaves the width as it is redraws nothing.
    observer.resize();
    expect(plot?.sizes).toHaveLength(1);

    unmount();
    expect(plot?.destroyed).toBe(true);
    expect(observer.disconnected).toHaveLength(1);
  });

  it('draws anew for new data and frees the old chart', () => {
    observeResizes();
    const { rerender } = render(<UPlotChart label="Chart" options={options} data={data} />);
    const next: [number[], number[]] = [[1], [9]];
    rerender(<UPlotChart label="Chart" options={options} data={next} />);
    expect(FakeUPlot.made.map((plot) => plot.destroyed)).toEqual([true, false]);
    expect(FakeUPlot.made[1]?.data).toBe(next);
  });
});
