import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type ServerRenderAnswers } from '../lib/api';
import type { LibDispatch, LibState } from '../lib/state';
import { authReducer } from './auth-slice';

const rootReducer = combineReducers({
  auth: authReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: one for the page, one per test, one per render on the
 * server. `preloaded` replaces whole slices, e.g.
 * `makeStore({ auth: { ...initialAuthState(), user } })`; `serverAnswers` is
 * the server render's (web/src/entry-server.tsx).
 */
export function makeStore(preloaded?: Partial<RootState>, serverAnswers?: ServerRenderAnswers) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: serverAnswers } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * lib/ reads the store through lib/state.ts's types, not these (it may not
 * import app/): the store must be one of those, or this fails to compile.
 */
type Holds<T extends true> = T;
type _LibCompatible = [Holds<RootState extends LibState ? true : false>, Holds<AppDispatch extends LibDispatch ? true : false>];
