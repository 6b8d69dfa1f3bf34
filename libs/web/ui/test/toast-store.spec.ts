import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LABEL,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
  type ToastItem,
} from '../src/toast/toast-store';

const item = (id: string): ToastItem => ({ id, open: true, title: id });

describe('toastReducer', () => {
  it('keeps one visible toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer([], { type: 'ADD', toast: item('a') });
    state = toastReducer(state, { type: 'ADD', toast: item('b') });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('dismisses (closes) then removes', () => {
    let state = toastReducer([], { type: 'ADD', toast: item('a') });
    state = toastReducer(state, { type: 'DISMISS', id: 'a' });
    expect(state).toEqual([{ ...item('a'), open: false }]);
    state = toastReducer(state, { type: 'UPDATE', toast: { id: 'a', title: 'changed' } });
    expect(state[0].title).toBe('changed');
    expect(toastReducer(state, { type: 'REMOVE', id: 'a' })).toEqual([]);
    expect(toastReducer(state, { type: 'REMOVE' })).toEqual([]);
  });

  it('uses the notice settings of spec 01 §9', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
    expect(TOAST_LABEL).toBe('Notification');
  });
});

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('titles success and error notices, errors in destructive style', () => {
    const store = createToastStore();
    store.toast.success('Logged in successfully');
    expect(store.getSnapshot()[0]).toMatchObject({
      title: 'Success',
      description: 'Logged in successfully',
      open: true,
    });
    store.toast.error('Passwords do not match');
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({
      title: 'Error',
      description: 'Passwords do not match',
      variant: 'destructive',
    });
  });

  it('notifies subscribers and removes a dismissed toast after its exit animation', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'Scan Saved' });
    expect(listener).toHaveBeenCalledTimes(1);
    handle.dismiss();
    expect(store.getSnapshot()[0].open).toBe(false);
    jest.runAllTimers();
    expect(store.getSnapshot()).toEqual([]);
    unsubscribe();
    store.toast({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
