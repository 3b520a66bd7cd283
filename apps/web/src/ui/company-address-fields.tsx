import { Grid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The form paths of the four fields, e.g. `{ name: 'company.name', … }` or `{ name: 'billingName', … }`. */
export type CompanyAddressPaths = { name: string; address: string; zipcode: string; city: string };

type CompanyAddressFieldsProps = {
  paths: CompanyAddressPaths;
  /** The form's `getInputProps`. */
  inputProps: (path: string) => GetInputPropsReturnType;
};

/**
 * Firmanavn, Adresse, Postnr. and By, the same wherever a company's address is entered: complete signup, the
 * company page and the alternative billing address. The messages come from the form's zod schema.
 */
export function CompanyAddressFields({ paths, inputProps }: CompanyAddressFieldsProps) {
  return (
    <>
      <TextInput
        label="Firmanavn"
        name={paths.name}
        autoComplete="organization"
        withAsterisk
        {...inputProps(paths.name)}
      />
      <TextInput
        label="Adresse"
        name={paths.address}
        autoComplete="street-address"
        withAsterisk
        {...inputProps(paths.address)}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput
            label="Postnr."
            name={paths.zipcode}
            inputMode="numeric"
            autoComplete="postal-code"
            withAsterisk
            {...inputProps(paths.zipcode)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <TextInput
            label="By"
            name={paths.city}
            autoComplete="address-level2"
            withAsterisk
            {...inputProps(paths.city)}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
