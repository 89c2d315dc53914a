// The address and district search widgets (issue 23), shared by the builder, the simple map and themed apps.
export { AddressMarks, AddressSearchPanel, AddressWidgets, type AddressOverlay } from './AddressWidgets';
export { useAddressOverlay } from './use-address-overlay';
export { addressSearchEn, addressSearchKo } from './messages';
