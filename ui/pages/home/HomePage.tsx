import { observer } from 'mobx-react-lite';
import { useService } from '../../app/services';
import { HomeViewModel } from './home-view-model';

// Placeholder: replaced by the real home page.
const HomePage = observer(function HomePage() {
  const vm = useService(HomeViewModel);
  return <div>{vm.data ? vm.data.products.map((p) => <p key={p.id}>{p.title}</p>) : 'Loading'}</div>;
});
export default HomePage;
