import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_DEVICE_ID_KEY, storeDeviceId } from './device-id';

afterEach(() => vi.restoreAllMocks());

describe("this browser's device id", () => {
  it('is made once and kept', () => {
    const first = storeDeviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(localStorage.getItem(STORE_DEVICE_ID_KEY)).toBe(first);
    expect(storeDeviceId()).toBe(first);
  });

  it('replaces a kept value the server would refuse', () => {
    localStorage.setItem(STORE_DEVICE_ID_KEY, 'not valid!');
    const made = storeDeviceId();
    expect(made).not.toBe('not valid!');
    expect(localStorage.getItem(STORE_DEVICE_ID_KEY)).toBe(made);
  });

  it('still gives an id when the storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storeDeviceId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
