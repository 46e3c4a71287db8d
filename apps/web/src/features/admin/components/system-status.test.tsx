import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { DataDiskSpaceQuery, type DataDiskSpace } from '../api/get-data-disk-space';
import { SystemStatus } from './system-status';

const MB = 1024 * 1024;
const space = (overrides: Partial<DataDiskSpace>): DataDiskSpace => ({
  freeBytes: 20_000 * MB,
  totalBytes: 40_000 * MB,
  warnBelowBytes: 1024 * MB,
  refuseWritesBelowBytes: 64 * MB,
  level: 'OK',
  ...overrides,
});

describe('the dashboard’s system status', () => {
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
      'The data disk is running low (500.0 MB free of 40000.0 MB). Free some space: under 64.0 MB free, changes will be refused.',
    );
    await expectNoAxeViolations(container);
  });

  it('says changes are refused once it is full', async () => {
    answer(DataDiskSpaceQuery, () => ({
      dataDiskSpace: space({ freeBytes: 10 * MB, level: 'FULL' }),
    }));
    renderScreen(<SystemStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The data disk is full (10.0 MB free of 40000.0 MB): changes are refused until space is freed. Reading still works.',
    );
  });
});
