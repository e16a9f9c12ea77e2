import { Link } from 'react-router-dom';
import { useShop } from '../shop/shop-context';
import { shopHome } from '../shop/shop-paths';

/** The way on from a page or thing that is not there: the shop's home. */
export function BackHomeLink() {
  const { mallPath } = useShop();
  return <Link to={shopHome(mallPath)}>返回首页</Link>;
}
