import { describe, expect, it } from 'vitest';
import { createMemoryAppHistory } from './history';

/** A history at /c with /a and /b behind it, and what its listener heard. */
function historyAtC() {
  const history = createMemoryAppHistory('/a');
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  history.push('/b');
  history.push('/c');
  heard.length = 0;
  return { history, heard };
}

describe('holding back and forward', () => {
  it('lets back and forward through when nothing holds them', () => {
    const { history, heard } = historyAtC();
    history.go(-1);
    history.go(1);
    expect(heard).toEqual(['POP /b', 'POP /c']);
  });

  it('undoes a back move of any length during a hold, without telling the router', () => {
    const { history, heard } = historyAtC();
    history.holdBack();
    history.go(-2);
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual([]);
  });

  it('lets links through during a hold, and back again once every hold is released', () => {
    const { history, heard } = historyAtC();
    const releaseFirst = history.holdBack();
    const releaseSecond = history.holdBack();
    history.push('/d');
    releaseFirst();
    history.go(-1);
    expect(history.location.pathname).toBe('/d');
    releaseSecond();
    history.go(-1);
    expect(heard).toEqual(['PUSH /d', 'POP /c']);
  });
});
