import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadBlob', () => {
  it('clicks a named link to an object URL of the file, removes it, and revokes the URL later', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:http://localhost/file-1';
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    downloadBlob(file, 'pickup-voucher.pdf');

    expect(created).toEqual([file]);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.href).toBe('blob:http://localhost/file-1');
    expect(clicked[0]!.download).toBe('pickup-voucher.pdf');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(revoked).toEqual(['blob:http://localhost/file-1']);
  });
});
