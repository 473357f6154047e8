/**
 * The React page of the widget journeys: the kit's <OneTap> under StrictMode in a development build,
 * where React mounts, unmounts and mounts every effect again. A button unmounts it for the leak check.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Config } from '../../../widget/config.ts';
import { OneTap } from '../../../widget/react/index.ts';

const query = new URLSearchParams(location.search);
Config.init({
  app: Number(query.get('app')),
  redirectUrl: `${location.origin}/callback.html`,
  __vkidDomain: query.get('provider') ?? '',
  __localhost: true,
  responseMode: 'callback',
});

const events: string[] = [];
(window as unknown as { widgetEvents: { name: string; payload: null }[] }).widgetEvents = [];

function Page() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Убрать виджет
      </button>
      {shown && (
        <OneTap
          styles={{ height: 44 }}
          on={{ 'common: load': () => events.push('load') }}
          onError={(error) => events.push(`error ${error.code}`)}
        />
      )}
    </>
  );
}

(window as unknown as { reactEvents: string[] }).reactEvents = events;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
