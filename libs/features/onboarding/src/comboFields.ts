/**
 * The two fields with a suggestion list (address, nationality): the list's code (react-aria's
 * combo box, list box and popover, about 45 KB gzip) loads when the rider first focuses one of
 * them, not with the page (the route's 60 KB budget; the ones who only read or sign never need it).
 */
export { AddressField } from './AddressField';
export { NationalityField } from './NationalityField';
