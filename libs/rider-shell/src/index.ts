export { currentArea, navigationAreas, visibleAreas, type NavigationArea } from './areas';
export { LanguageSwitch } from './LanguageSwitch';
export { RiderFrame, RiderLayout } from './RiderLayout';
export {
  ErrorPage,
  MaintenancePage,
  PageSpinner,
  RestrictedPage,
  StoreSnackbar,
  WrongConnectionPage,
} from './ShellPages';
