export { BuyPage } from './BuyPage';
export { PackagesPage } from './PackagesPage';
export { SelectPackagePage } from './SelectPackagePage';
export { BuyCompletePage } from './BuyCompletePage';
