// @jsxRuntime automatic
import { useView } from '../view-context.ts';

export function StoreHeader() {
  const { store, base } = useView();
  return (
    <header className="store-header">
      <a className="store-brand" href={`${base}/`}>
        {store.icon_url && <img src={store.icon_url} alt="" width={40} height={40} />}
        <span>{store.name}</span>
      </a>
    </header>
  );
}
