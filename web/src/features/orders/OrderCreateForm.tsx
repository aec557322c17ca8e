import {
  ADDRESS_RULES,
  dimensionRule,
  emailRule,
  fieldRequired,
  INDIAN_STATES,
  minNumberRule,
  MSG,
  phoneRule,
  requiredRule,
  skuRule,
  weightRule,
  wholeNumberRule,
  type Rule,
} from '@parcelo/common';
import { Button, Card, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { OrderCreateForm_query$key } from '../../__generated__/OrderCreateForm_query.graphql';
import type { useOrderCreateMutation$variables } from '../../__generated__/useOrderCreateMutation.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { formatRupees } from '../../lib/format';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useForm } from '../../lib/useForm';
import { useWarehouseOptions } from '../warehouses/useWarehouseOptions';
import { ChargeableBadge } from './ChargeableBadge';
import { PAYMENT_MODE_OPTIONS } from './labels';
import { ordersPath } from './orderFilters';
import { useOrderCreateMutation } from './useOrderCreateMutation';
import { chargeableSide, formatKg, parseDimensions, volumetricWeight } from './weight';

const fragment = graphql`
  fragment OrderCreateForm_query on Query {
    ...useWarehouseOptions_query
  }
`;

type OrderCreateInput = useOrderCreateMutation$variables['input'];

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));
const ITEM_FIELDS = ['title', 'sku', 'quantity', 'unitPrice'] as const;
const DIMENSIONS = ['dimensions.length', 'dimensions.breadth', 'dimensions.height'] as const;

/** An item row's field as the API names it, so server errors such as `items.0.sku` land under it. */
const itemField = (index: number, name: (typeof ITEM_FIELDS)[number]) => `items.${index}.${name}`;

function emptyItem(index: number): Record<string, string> {
  return Object.fromEntries(ITEM_FIELDS.map((name) => [itemField(index, name), name === 'quantity' ? '1' : '']));
}

const dimensionRequired: Record<(typeof DIMENSIONS)[number], string> = {
  'dimensions.length': 'Length',
  'dimensions.breadth': 'Breadth',
  'dimensions.height': 'Height',
};

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
  const warehouseOptions = useWarehouseOptions(useFragment(fragment, query));
  const navigate = useNavigate();
  const [create, isCreating] = useOrderCreateMutation();
  // Stable keys for the item rows; a row's fields are named by its position.
  const [rowKeys, setRowKeys] = useState<number[]>([0]);
  const nextRowKey = useRef(1);

  const rules: Partial<Record<string, Rule[]>> = {
    'shippingAddress.firstName': ADDRESS_RULES.firstName,
    'shippingAddress.lastName': [requiredRule('Last name')],
    customerEmail: [emailRule],
    customerPhone: [phoneRule],
    'shippingAddress.addressLine1': ADDRESS_RULES.addressLine1,
    'shippingAddress.addressLine2': ADDRESS_RULES.addressLine2,
    'shippingAddress.pincode': ADDRESS_RULES.pincode,
    'shippingAddress.city': ADDRESS_RULES.city,
    'shippingAddress.state': ADDRESS_RULES.state,
    warehouse: [(value) => (value ? null : MSG.selectWarehouse)],
    weight: [requiredRule('Weight'), weightRule],
  };
  for (const name of DIMENSIONS) {
    // Dimensions are optional, but all three or none: the API takes them together.
    const label = dimensionRequired[name];
    rules[name] = [
      (value) =>
        !value.trim() && DIMENSIONS.some((other) => form.values[other]?.trim()) ? fieldRequired(label) : null,
      dimensionRule(label),
    ];
  }
  rowKeys.forEach((_, index) => {
    rules[itemField(index, 'title')] = [requiredRule('Title')];
    rules[itemField(index, 'sku')] = [requiredRule('SKU'), skuRule('SKU')];
    rules[itemField(index, 'quantity')] = [requiredRule('Quantity'), wholeNumberRule(1)];
    rules[itemField(index, 'unitPrice')] = [requiredRule('Unit price'), minNumberRule(0)];
  });

  const form = useForm<Record<string, string>>(
    {
      'shippingAddress.firstName': '',
      'shippingAddress.lastName': '',
      customerEmail: '',
      customerPhone: '',
      'shippingAddress.addressLine1': '',
      'shippingAddress.addressLine2': '',
      'shippingAddress.pincode': '',
      'shippingAddress.city': '',
      'shippingAddress.state': '',
      warehouse: warehouseOptions[0]?.value ?? '',
      paymentMode: 'PREPAID',
      ...emptyItem(0),
      weight: '',
      'dimensions.length': '',
      'dimensions.breadth': '',
      'dimensions.height': '',
    },
    rules,
  );
  const value = (name: string) => form.values[name] ?? '';

  const addItem = () => {
    form.replaceValues({ ...form.values, ...emptyItem(rowKeys.length) });
    setRowKeys([...rowKeys, nextRowKey.current++]);
  };

  const removeItem = (removed: number) => {
    // Later rows move up one place, and so do their field names.
    const next = { ...form.values };
    for (let index = removed; index < rowKeys.length; index++) {
      for (const name of ITEM_FIELDS) {
        const later = form.values[itemField(index + 1, name)];
        if (later === undefined) delete next[itemField(index, name)];
        else next[itemField(index, name)] = later;
      }
    }
    form.replaceValues(next);
    setRowKeys(rowKeys.filter((_, index) => index !== removed));
  };

  const dimensions = parseDimensions(
    value('dimensions.length'),
    value('dimensions.breadth'),
    value('dimensions.height'),
  );
  const volumetric = dimensions ? volumetricWeight(dimensions) : null;
  const weight = weightRule(value('weight')) === null && value('weight').trim() ? Number(value('weight')) : null;
  const itemsTotal = rowKeys.reduce((sum, _, index) => {
    const line = Number(value(itemField(index, 'quantity'))) * Number(value(itemField(index, 'unitPrice')));
    return Number.isFinite(line) ? sum + line : sum;
  }, 0);

  const submit = form.onSubmit((values) => {
    const text = (name: string) => (values[name] ?? '').trim();
    const input: OrderCreateInput = {
      customerEmail: text('customerEmail'),
      customerPhone: text('customerPhone'),
      paymentMode: values.paymentMode === 'COD' ? 'COD' : 'PREPAID',
      warehouse: text('warehouse'),
      weight: Number(text('weight')),
      shippingAddress: {
        firstName: text('shippingAddress.firstName'),
        lastName: text('shippingAddress.lastName'),
        addressLine1: text('shippingAddress.addressLine1'),
        addressLine2: text('shippingAddress.addressLine2'),
        city: text('shippingAddress.city'),
        state: text('shippingAddress.state'),
        pincode: text('shippingAddress.pincode'),
      },
      items: rowKeys.map((_, index) => ({
        title: text(itemField(index, 'title')),
        sku: text(itemField(index, 'sku')),
        quantity: Number(text(itemField(index, 'quantity'))),
        unitPrice: Number(text(itemField(index, 'unitPrice'))),
      })),
      ...(dimensions && { dimensions }),
    };
    create(input, {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        const order = payload.orderEdge?.node;
        if (!order) {
          form.setFormError(MSG.orderCreateFailed);
          return;
        }
        toaster.create({ type: 'success', title: MSG.orderCreated });
        navigate(ordersPath('ORDER_ID', order.shopOrderId));
      },
      onError: (error) => notifyFailure(error, MSG.orderCreateFailed),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <FormSection title="Customer details">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="First name" autoComplete="off" required {...form.field('shippingAddress.firstName')} />
            <FormField label="Last name" autoComplete="off" required {...form.field('shippingAddress.lastName')} />
            <FormField label="Email" type="email" autoComplete="off" required {...form.field('customerEmail')} />
            <FormField
              label="Phone"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              required
              {...form.field('customerPhone')}
            />
            <FormField
              label="Address line 1"
              autoComplete="off"
              required
              {...form.field('shippingAddress.addressLine1')}
            />
            <FormField
              label="Address line 2"
              autoComplete="off"
              required
              {...form.field('shippingAddress.addressLine2')}
            />
            <FormField
              label="Pincode"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              required
              {...form.field('shippingAddress.pincode')}
            />
            <FormField label="City" autoComplete="off" required {...form.field('shippingAddress.city')} />
            <FormField
              kind="select"
              label="State"
              placeholder="Select state"
              options={STATE_OPTIONS}
              required
              {...form.field('shippingAddress.state')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Pickup and payment">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <FormField
              kind="select"
              label="Pickup warehouse"
              placeholder="Select warehouse"
              options={warehouseOptions}
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

        <FormSection title="Items">
          <Stack gap="4">
            {rowKeys.map((key, index) => (
              <Fieldset.Root key={key} borderWidth="1px" rounded="md" p="3">
                <HStack justify="space-between">
                  <Fieldset.Legend>{`Item ${index + 1}`}</Fieldset.Legend>
                  <IconButton
                    variant="ghost"
                    size="xs"
                    aria-label={`Remove item ${index + 1}`}
                    onClick={() => removeItem(index)}
                    disabled={rowKeys.length === 1}
                  >
                    <RemoveIcon />
                  </IconButton>
                </HStack>
                <SimpleGrid columns={{ base: 1, sm: 2 }} templateColumns={{ md: '2fr 1.5fr 1fr 1.25fr' }} gap="3">
                  <FormField label="Title" autoComplete="off" required {...form.field(itemField(index, 'title'))} />
                  <FormField label="SKU" autoComplete="off" required {...form.field(itemField(index, 'sku'))} />
                  <FormField
                    label="Quantity"
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    {...form.field(itemField(index, 'quantity'))}
                  />
                  <FormField
                    label="Unit price (₹)"
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    {...form.field(itemField(index, 'unitPrice'))}
                  />
                </SimpleGrid>
              </Fieldset.Root>
            ))}
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Button variant="outline" onClick={addItem}>
                Add item
              </Button>
              <Text aria-live="polite">
                <Text as="span" color="fg.muted">
                  Items total:{' '}
                </Text>
                {formatRupees(itemsTotal)}
              </Text>
            </HStack>
          </Stack>
        </FormSection>

        <FormSection title="Package">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
              <FormField
                label="Weight (kg)"
                inputMode="decimal"
                autoComplete="off"
                required
                {...form.field('weight')}
              />
              <FormField
                label="Length (cm)"
                inputMode="decimal"
                autoComplete="off"
                {...form.field('dimensions.length')}
              />
              <FormField
                label="Breadth (cm)"
                inputMode="decimal"
                autoComplete="off"
                {...form.field('dimensions.breadth')}
              />
              <FormField
                label="Height (cm)"
                inputMode="decimal"
                autoComplete="off"
                {...form.field('dimensions.height')}
              />
            </SimpleGrid>
            <PackageWeights weight={weight} volumetric={volumetric} />
          </Stack>
        </FormSection>

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
