/** Fields of the address popup, in the order the form shows them. `address_2` is optional. */
export interface AddressFormFields {
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  zip: string;
  /** Street address or PO box. */
  address_1: string;
  /** Apartment, suite, unit, building, floor. */
  address_2: string | null;
}

export const ADDRESS_FIELDS = ['name', 'email', 'phone', 'country', 'state', 'city', 'zip', 'address_1', 'address_2'] as const;
