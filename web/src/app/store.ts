import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type ServerRenderAnswers } from '../lib/api';
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
