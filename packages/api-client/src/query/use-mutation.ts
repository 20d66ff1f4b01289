import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface MutationOptions<T, V> {
  mutationFn: (variables: V) => Promise<T>;
  /** Awaited before the mutation counts as done (`isPending` stays true while it refreshes what changed). */
  onSuccess?: (data: T, variables: V) => unknown;
  onError?: (error: Error, variables: V) => unknown;
  onSettled?: (data: T | undefined, error: Error | null, variables: V) => unknown;
}

interface MutationState<T, V> {
  status: MutationStatus;
  data: T | undefined;
  error: Error | null;
  variables: V | undefined;
}

export interface MutationResult<T, V> extends MutationState<T, V> {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Runs the mutation; the outcome shows in the result (and the callbacks), the promise never rejects. */
  mutate: (variables: V) => void;
  /** Runs the mutation; resolves with its answer, rejects with its error. */
  mutateAsync: (variables: V) => Promise<T>;
  /** Back to idle (a dialog opened again). */
  reset: () => void;
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A change sent to the server (a save, a delete) with its status for the component: pending while it runs and
 * while `onSuccess` refreshes what it changed, then success or error. Only the latest call is shown, and nothing
 * is set after the component is gone.
 */
export function useMutation<T, V = void>(options: MutationOptions<T, V>): MutationResult<T, V> {
  const [state, setState] = useState<MutationState<T, V>>(IDLE);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const current = useRef(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const mutateAsync = useCallback(async (variables: V): Promise<T> => {
    current.current += 1;
    const call = current.current;
    const show = (next: MutationState<T, V>) => {
      if (alive.current && current.current === call) setState(next);
    };
    const { mutationFn, onSuccess, onError, onSettled } = latestOptions.current;
    show({ status: 'pending', data: undefined, error: null, variables });
    try {
      const data = await mutationFn(variables);
      await onSuccess?.(data, variables);
      await onSettled?.(data, null, variables);
      show({ status: 'success', data, error: null, variables });
      return data;
    } catch (thrown) {
      const error = toError(thrown);
      try {
        await onError?.(error, variables);
        await onSettled?.(undefined, error, variables);
      } finally {
        show({ status: 'error', data: undefined, error, variables });
      }
      throw error;
    }
  }, []);

  const mutate = useCallback((variables: V) => void mutateAsync(variables).catch(() => {}), [mutateAsync]);
  const reset = useCallback(() => {
    current.current += 1;
    setState(IDLE);
  }, []);

  return useMemo(
    () => ({
      ...state,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      mutate,
      mutateAsync,
      reset,
    }),
    [state, mutate, mutateAsync, reset],
  );
}
