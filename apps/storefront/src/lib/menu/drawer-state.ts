/**
 * The mobile category drawer (spec §2, §4): closed, open at the top level, or open one level down
 * in a category's children. While it slides out it is `closing`; once closed it holds nothing, so
 * the next opening starts at the top again ("the drawer empties when closed").
 */
export type DrawerState =
  | { phase: 'closed' }
  | { phase: 'open'; categoryId: number | null }
  | { phase: 'closing'; categoryId: number | null };

export type DrawerAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'closed' }
  | { type: 'enter'; categoryId: number }
  | { type: 'back' }
  | { type: 'route-changed' };

export const DRAWER_CLOSED: DrawerState = { phase: 'closed' };

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'open':
      return state.phase === 'open' ? state : { phase: 'open', categoryId: null };
    case 'close':
    case 'route-changed':
      return state.phase === 'open' ? { phase: 'closing', categoryId: state.categoryId } : state;
    case 'closed':
      return DRAWER_CLOSED;
    case 'enter':
      return state.phase === 'open' ? { phase: 'open', categoryId: action.categoryId } : state;
    case 'back':
      return state.phase === 'open' ? { phase: 'open', categoryId: null } : state;
  }
}

/** Whether the page behind must not scroll: from opening until the drawer has fully slid out. */
export function locksScroll(state: DrawerState): boolean {
  return state.phase !== 'closed';
}
