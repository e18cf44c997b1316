export { currentArea, navigationAreas, visibleAreas, type NavigationArea } from './areas';
export { LanguageSwitch } from './LanguageSwitch';
export { FirstLoadFrame, RiderFrame, RiderLayout } from './RiderLayout';
export {
  AccountSwitchDialog,
  ErrorPage,
  MaintenancePage,
  PageSpinner,
  RestrictedPage,
  StoreSnackbar,
  WrongConnectionPage,
} from './ShellPages';
