import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves the latest text once typing pauses, saying Gemmer... meanwhile', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutosave(save));
    act(() => {
      result.current.change('H');
      result.current.change('Hej');
    });
    expect(result.current.state).toBe('saving');
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Hej');
    expect(result.current.state).toBe('saved');
  });

  it('sends a pending change at once when the page is left', () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result, unmount } = renderHook(() => useAutosave(save));
    act(() => result.current.change('Ikke tabt'));
    unmount();
    expect(save).toHaveBeenCalledWith('Ikke tabt');
  });

  it('says so when a save fails', async () => {
    const save = vi.fn(() => Promise.reject(new Error('nede')));
    vi.useFakeTimers();
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.change('x'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.state).toBe('failed');
  });

  it('sends one save at a time: text typed meanwhile goes after it, so the newest text arrives last', async () => {
    vi.useFakeTimers();
    const answers: (() => void)[] = [];
    const save = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.change('Første'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    act(() => result.current.change('Første og anden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // The first save has not answered: the second waits.
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      answers[0]?.();
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('Første og anden');
    expect(result.current.state).toBe('saving');
    await act(async () => {
      answers[1]?.();
    });
    expect(result.current.state).toBe('saved');
  });

  it('keeps the text of a failed save and sends it again when the page is left', async () => {
    vi.useFakeTimers();
    const save = vi.fn().mockRejectedValueOnce(new Error('nede')).mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() => useAutosave(save));
    act(() => result.current.change('Vigtigt referat'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.state).toBe('failed');
    unmount();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('Vigtigt referat');
  });

  it('flush sends a pending change at once and resolves once everything typed is saved', async () => {
    vi.useFakeTimers();
    const answers: (() => void)[] = [];
    const save = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.change('Første'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // A save is under way and newer text waits for the pause: flush takes both, in order.
    act(() => result.current.change('Første og anden'));
    let flushed: boolean | undefined;
    act(() => {
      void result.current.flush().then((saved) => {
        flushed = saved;
      });
    });
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      answers[0]?.();
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('Første og anden');
    expect(flushed).toBeUndefined();
    await act(async () => {
      answers[1]?.();
    });
    expect(flushed).toBe(true);
    // Nothing pending: at once.
    await expect(result.current.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flush says false when the save fails, and keeps the text', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('nede')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.change('Referat'));
    let flushed: boolean | undefined;
    await act(async () => {
      flushed = await result.current.flush();
    });
    expect(flushed).toBe(false);
    expect(result.current.state).toBe('failed');
    await act(async () => {
      flushed = await result.current.flush();
    });
    expect(flushed).toBe(true);
    expect(save).toHaveBeenLastCalledWith('Referat');
  });
});
