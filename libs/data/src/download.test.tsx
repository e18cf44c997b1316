import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteContextProvider, type RouteContext } from './context';
import { downloadBlob, useDownload } from './download';

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

describe('useDownload', () => {
  const context = { api: {}, store: {}, notify: () => {} } as unknown as RouteContext;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouteContextProvider value={context}>{children}</RouteContextProvider>
  );

  it('fetches the file through the data function, names it, and says which one is on its way', async () => {
    URL.createObjectURL = () => 'blob:http://localhost/file-2';
    URL.revokeObjectURL = () => {};
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    let release: (blob: Blob | null) => void = () => {};
    const fetchFile = vi.fn(
      (_context: RouteContext, _id: number) => new Promise<Blob | null>((r) => (release = r)),
    );
    const { result } = renderHook(() => useDownload(fetchFile), { wrapper });
    let handed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      handed = result.current.download('invoice-2026-10.pdf', 31);
    });
    expect(fetchFile).toHaveBeenCalledWith(context, 31);
    expect(result.current.downloading).toBe('invoice-2026-10.pdf');
    await act(async () => {
      release(new Blob(['%PDF-1.7']));
      expect(await handed).toBe(true);
    });
    expect(names).toEqual(['invoice-2026-10.pdf']);
    expect(result.current.downloading).toBeNull();
  });

  it('hands nothing over when the policy already dealt with a failure', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { result } = renderHook(() => useDownload(async () => null), { wrapper });
    await act(async () => {
      expect(await result.current.download('voucher.pdf')).toBe(false);
    });
    expect(click).not.toHaveBeenCalled();
    expect(result.current.downloading).toBeNull();
  });
});
