import { MSG } from '@parcelo/common';
import { Button, Card, Fieldset, GridItem, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type {
  OrderCreateForm_query$data,
  OrderCreateForm_query$key,
} from '../../__generated__/OrderCreateForm_query.graphql';
import type { StoreAddressSelect_company$key } from '../../__generated__/StoreAddressSelect_company.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField, type Option } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { SellerFilter, useWorksForSellers } from '../../lib/SellerFilter';
import { notifyFailure, toaster } from '../../lib/toaster';
import { AddressFields } from '../../lib/AddressFields';
import { holdSubmitForPincode, usePincodePlace } from '../../lib/usePincodePlace';
import { useFormRows, useSchemaForm } from '../../lib/useSchemaForm';
import { StoreAddressSelect, type StoreAddressChoice } from '../storeAddresses/StoreAddressSelect';
import { readWarehouseOption, useWarehouseOptions } from '../warehouses/useWarehouseOptions';
import { ChargeableBadge } from './ChargeableBadge';
import { PAYMENT_MODE_OPTIONS } from './labels';
import { ordersPath } from './orderFilters';
import { useOrderCreateMutation } from './useOrderCreateMutation';
import {
  EMPTY_ITEM,
  emptyOrderForm,
  enteredWeight,
  itemsTotal,
  operatorOrderCreateFormInput,
  orderCreateFormInput,
  orderCreateInput,
  type OrderCreateFormValues,
} from './orderCreateForm';
import { chargeableSide, formatKg, parseDimensions, volumetricWeight } from './weight';

const fragment = graphql`
  fragment OrderCreateForm_query on Query {
    ...useWarehouseOptions_query
    viewer {
      ...SellerFilter_viewer
      # A warehouse operator's warehouses and who is at each: a seller's order leaves from one of the seller's.
      workplaces {
        companies {
          id
        }
        ...useWarehouseOptions_warehouse
      }
      company {
        preferences {
          defaultPaymentMode
        }
        ...StoreAddressSelect_company
      }
    }
  }
`;

type Workplaces = NonNullable<OrderCreateForm_query$data['viewer']>['workplaces'];

/** The operator's warehouses the seller is at: where the seller's order may leave from. */
function sellerWarehouseOptions(workplaces: Workplaces, seller: string): Option[] {
  if (!seller) return [];
  return (workplaces ?? [])
    .filter((warehouse) => warehouse.companies.some((company) => company.id === seller))
    .map((warehouse) => readWarehouseOption(warehouse));
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * The manual order (customer details, pickup, payment mode, items, package) →
 * orderCreate. Field names follow the API's input paths, so its userErrors land under them.
 */
export function OrderCreateForm({ query }: { query: OrderCreateForm_query$key }) {
  const data = useFragment(fragment, query);
  const warehouseOptions = useWarehouseOptions(data);
  // A warehouse operator places the order for one of the sellers it stocks.
  const operator = useWorksForSellers(data.viewer);
  const navigate = useNavigate();
  const [create, isCreating] = useOrderCreateMutation();
  const form = useSchemaForm(
    operator ? operatorOrderCreateFormInput : orderCreateFormInput,
    emptyOrderForm(
      // An operator's warehouse follows the seller it picks.
      operator ? '' : (warehouseOptions[0]?.value ?? ''),
      // A warehouse operator's own company takes no orders of its own: it starts at the form's default.
      !operator && data.viewer?.company?.preferences.defaultPaymentMode === 'COD' ? 'COD' : 'PREPAID',
    ),
  );
  const items = useFormRows(form, 'items');
  const seller = form.values.company;
  const workplaces = data.viewer?.workplaces;
  const pickupOptions = useMemo(
    () => (operator ? sellerWarehouseOptions(workplaces, seller) : warehouseOptions),
    [operator, workplaces, seller, warehouseOptions],
  );

  // A seller picked: the first of its warehouses, unless the one chosen is among them.
  const pickSeller = (next: string) => {
    form.setValue('company', next);
    const offered = sellerWarehouseOptions(workplaces, next);
    if (!offered.some((option) => option.value === form.values.warehouse))
      form.setValue('warehouse', offered[0]?.value ?? '');
  };

  const { length, breadth, height } = form.values.dimensions;
  const dimensions = parseDimensions(length, breadth, height);
  const volumetric = dimensions ? volumetricWeight(dimensions) : null;
  const weight = enteredWeight(form.values);

  const pincode = form.field('shippingAddress.pincode');
  // City, state and country come from the pincode, and stay as India Post has them.
  const place = usePincodePlace(pincode.value, (found) => {
    form.setValue('shippingAddress.city', found?.city ?? '');
    form.setValue('shippingAddress.state', found?.state ?? '');
    form.setValue('shippingAddress.country', found?.country ?? 'India');
  });

  // A retailer the seller delivers to directly: its saved store address fills the customer details.
  const fillFromStore = (store: StoreAddressChoice) => {
    form.setValue('shippingAddress.firstName', store.firstName);
    form.setValue('shippingAddress.lastName', store.lastName ?? '');
    form.setValue('shippingAddress.addressLine1', store.addressLine1);
    form.setValue('shippingAddress.addressLine2', store.addressLine2 ?? '');
    form.setValue('shippingAddress.pincode', store.pincode);
    form.setValue('customerPhone', store.phone);
    if (store.email) form.setValue('customerEmail', store.email);
  };

  const send = form.onSubmit((values) => {
    create(orderCreateInput(values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        const order = payload.orderEdge?.node;
        if (!order) {
          form.setFormError(MSG.orderCreateFailed);
          return;
        }
        toaster.create({ type: 'success', title: MSG.orderCreated });
        // Lines of SKUs the catalogue lacks (the company allows them) hold no stock: said once, as the order goes.
        for (const warning of payload.warnings) toaster.create({ type: 'warning', title: warning });
        void navigate(ordersPath('ORDER_ID', order.shopOrderId));
      },
      onError: (error) => notifyFailure(error, MSG.orderCreateFailed),
    });
  });

  // An address India Post does not know is not sent; the pincode says why.
  const submit = holdSubmitForPincode(place, 'shippingAddress.pincode', send);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <CustomerSection
          company={data.viewer?.company ?? null}
          field={form.field}
          place={place}
          onStore={fillFromStore}
        />

        <FormSection title="Pickup and payment">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <SellerFilter
              viewer={data.viewer}
              choose
              value={form.values.company}
              error={form.field('company').error}
              onChange={pickSeller}
            />
            <FormField
              kind="select"
              label="Pickup warehouse"
              placeholder={operator && !seller ? 'Choose a seller first' : 'Select warehouse'}
              options={pickupOptions}
              required
              {...form.field('warehouse')}
            />
            <FormField
              kind="radio"
              label="Payment mode"
              options={PAYMENT_MODE_OPTIONS}
              {...form.field('paymentMode')}
            />
          </SimpleGrid>
        </FormSection>

        <ItemsSection field={form.field} items={items} total={itemsTotal(form.values)} />

        <PackageSection field={form.field} weight={weight} volumetric={volumetric} />

        <FormAlert message={form.formError} />
        <HStack gap="3">
          <Button type="submit" loading={isCreating}>
            Create order
          </Button>
          <Button variant="ghost" asChild>
            <RouterLink to="/orders">Cancel</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

type OrderField = ReturnType<typeof useSchemaForm<typeof orderCreateFormInput, OrderCreateFormValues>>['field'];

/** The buyer and the address, which a saved store address can fill and the pincode completes. */
function CustomerSection({
  company,
  field,
  place,
  onStore,
}: {
  company: StoreAddressSelect_company$key | null;
  field: OrderField;
  place: ReturnType<typeof usePincodePlace>;
  onStore: (store: StoreAddressChoice) => void;
}) {
  return (
    <FormSection title="Customer details">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {company && (
          // Empty (no cell, no gap) while the company has no active store address.
          <GridItem colSpan={{ base: 1, md: 2 }} _empty={{ display: 'none' }}>
            <StoreAddressSelect company={company} onPick={onStore} />
          </GridItem>
        )}
        <FormField label="First name" autoComplete="off" required {...field('shippingAddress.firstName')} />
        <FormField label="Last name" autoComplete="off" required {...field('shippingAddress.lastName')} />
        <FormField label="Email" type="email" autoComplete="off" required {...field('customerEmail')} />
        <FormField
          label="Phone"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
          {...field('customerPhone')}
        />
        <FormField
          label="Buyer GSTIN"
          autoComplete="off"
          maxLength={15}
          helperText="For a business buyer: its tax invoice names it (B2B). Leave empty for a consumer."
          {...field('buyerGstin')}
        />
        <AddressFields field={(part) => field(`shippingAddress.${part}` as const)} place={place} />
      </SimpleGrid>
    </FormSection>
  );
}

/** The order's lines, at least one; the total updates as prices and quantities are typed. */
function ItemsSection({
  field,
  items,
  total,
}: {
  field: OrderField;
  items: ReturnType<typeof useFormRows<OrderCreateFormValues, 'items'>>;
  total: number;
}) {
  return (
    <FormSection title="Items">
      <Stack gap="4">
        {items.fields.map(({ id: key }, index) => (
          <Fieldset.Root key={key} borderWidth="1px" rounded="md" p="3">
            <HStack justify="space-between">
              <Fieldset.Legend>{`Item ${index + 1}`}</Fieldset.Legend>
              <IconButton
                variant="ghost"
                size="xs"
                aria-label={`Remove item ${index + 1}`}
                onClick={() => items.remove(index)}
                disabled={items.fields.length === 1}
              >
                <RemoveIcon />
              </IconButton>
            </HStack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} templateColumns={{ md: '2fr 1.5fr 1fr 1.25fr' }} gap="3">
              <FormField label="Title" autoComplete="off" required {...field(`items.${index}.title`)} />
              <FormField label="SKU" autoComplete="off" required {...field(`items.${index}.sku`)} />
              <FormField
                label="Quantity"
                inputMode="numeric"
                autoComplete="off"
                required
                {...field(`items.${index}.quantity`)}
              />
              <FormField
                label="Unit price (₹)"
                inputMode="decimal"
                autoComplete="off"
                required
                {...field(`items.${index}.unitPrice`)}
              />
            </SimpleGrid>
          </Fieldset.Root>
        ))}
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button variant="outline" onClick={() => items.append(EMPTY_ITEM)}>
            Add item
          </Button>
          <Text aria-live="polite">
            <Text as="span" color="fg.muted">
              Items total:{' '}
            </Text>
            {formatPaise(total)}
          </Text>
        </HStack>
      </Stack>
    </FormSection>
  );
}

/** The parcel's weight and sides, with the weights they make. */
function PackageSection({
  field,
  weight,
  volumetric,
}: {
  field: OrderField;
  weight: number | null;
  volumetric: number | null;
}) {
  return (
    <FormSection title="Package">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          <FormField label="Weight (kg)" inputMode="decimal" autoComplete="off" required {...field('weight')} />
          <FormField label="Length (cm)" inputMode="decimal" autoComplete="off" {...field('dimensions.length')} />
          <FormField label="Breadth (cm)" inputMode="decimal" autoComplete="off" {...field('dimensions.breadth')} />
          <FormField label="Height (cm)" inputMode="decimal" autoComplete="off" {...field('dimensions.height')} />
        </SimpleGrid>
        <PackageWeights weight={weight} volumetric={volumetric} />
      </Stack>
    </FormSection>
  );
}

/** The live weights under the package fields: volumetric when all dimensions are in, and which one is charged. */
function PackageWeights({ weight, volumetric }: { weight: number | null; volumetric: number | null }) {
  const chargeable = weight === null ? null : chargeableSide(weight, volumetric);
  return (
    <Stack gap="1" textStyle="sm" aria-live="polite">
      <HStack gap="2">
        <Text color="fg.muted">Entered weight:</Text>
        <Text>{weight === null ? '—' : formatKg(weight)}</Text>
        {chargeable === 'entered' && <ChargeableBadge />}
      </HStack>
      <HStack gap="2">
        <Text color="fg.muted">Volumetric weight (L × B × H ÷ 5000):</Text>
        <Text>{volumetric === null ? 'Add length, breadth and height' : formatKg(volumetric)}</Text>
        {chargeable === 'volumetric' && <ChargeableBadge />}
      </HStack>
    </Stack>
  );
}

function RemoveIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
