/**
 * What a page rendered on the server hands to the browser beside its markup
 * (web/src/entry-server.tsx writes it, web/src/main.tsx reads it): the API
 * answers its render used, so that the browser's first render draws exactly
 * what the server drew. Nothing in it depends on the screen: CSS alone
 * arranges the page for the width (decision 046).
 */
export type ServerRenderState = {
  /** RTK Query's state as the server's store held it, answered queries only. */
  api: unknown;
};

/** The id of the `<script type="application/json">` that carries it. */
export const RENDER_STATE_ELEMENT_ID = 'chitra-render';

/** The state the server sent with its render, or undefined when the page was not rendered on the server. */
export function takeServerRenderState(): ServerRenderState | undefined {
  const element = document.getElementById(RENDER_STATE_ELEMENT_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as Partial<ServerRenderState>;
    return { api: state.api };
  } catch (error) {
    console.warn('The page came with an unreadable render state; drawing it afresh', error);
    return undefined;
  }
}
