import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { authReducer } from './auth-slice';

const rootReducer = combineReducers({
  auth: authReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: one for the page, one per test. `preloaded` replaces whole
 * slices, e.g. `makeStore({ auth: { ...initialAuthState(), user } })`.
 */
export function makeStore(preloaded?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
