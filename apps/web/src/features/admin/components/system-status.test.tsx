import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { formatDateTime } from '@/lib/format';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { DailyFiguresCheckQuery } from '../api/get-daily-figures-check';
import { DataDiskSpaceQuery, type DataDiskSpace } from '../api/get-data-disk-space';
import { SystemStatus } from './system-status';

const MB = 1024 * 1024;
const CHECKED_AT = '2026-11-03T03:47:12.000Z';
const space = (overrides: Partial<DataDiskSpace>): DataDiskSpace => ({
  freeBytes: 20_000 * MB,
  totalBytes: 40_000 * MB,
  warnBelowBytes: 1024 * MB,
  refuseWritesBelowBytes: 64 * MB,
  level: 'OK',
  ...overrides,
});

describe('the dashboard’s system status', () => {
  // The daily figures' check, answered by the tests about it; until then, not run yet.
  beforeEach(() => {
    answer(DailyFiguresCheckQuery, () => ({ dailyFiguresCheck: null }));
  });

  it('says all is well while the data disk has room', async () => {
    answer(DataDiskSpaceQuery, () => ({ dataDiskSpace: space({}) }));
    renderScreen(<SystemStatus />);
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns staff before the data disk is full, and says what happens then', async () => {
    answer(DataDiskSpaceQuery, () => ({
      dataDiskSpace: space({ freeBytes: 500 * MB, level: 'LOW' }),
    }));
    const { container } = renderScreen(<SystemStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The data disk is running low (500.0 MB free of 39.1 GB). Free some space: under 64.0 MB free, changes will be refused.',
    );
    await expectNoAxeViolations(container);
  });

  it('says changes are refused once it is full', async () => {
    answer(DataDiskSpaceQuery, () => ({
      dataDiskSpace: space({ freeBytes: 10 * MB, level: 'FULL' }),
    }));
    renderScreen(<SystemStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The data disk is nearly full (10.0 MB free of 39.1 GB): changes are refused until space is freed. Reading still works.',
    );
  });

  it('says when the daily figures were last checked and that they matched', async () => {
    answer(DataDiskSpaceQuery, () => ({ dataDiskSpace: space({}) }));
    answer(DailyFiguresCheckQuery, () => ({
      dailyFiguresCheck: { checkedAt: CHECKED_AT, driftedRows: 0 },
    }));
    renderScreen(<SystemStatus />);
    expect(
      await screen.findByText(
        `Daily figures last checked ${formatDateTime(CHECKED_AT)}: they matched the sales and downloads.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns staff when the daily figures had drifted, saying how many rows were corrected', async () => {
    answer(DataDiskSpaceQuery, () => ({ dataDiskSpace: space({}) }));
    answer(DailyFiguresCheckQuery, () => ({
      dailyFiguresCheck: { checkedAt: CHECKED_AT, driftedRows: 4 },
    }));
    const { container } = renderScreen(<SystemStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Daily figures last checked ${formatDateTime(CHECKED_AT)}: 4 rows had drifted from the sales and downloads and were corrected.`,
    );
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
