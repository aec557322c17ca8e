import { MSG, fill } from '@parcelo/common';
import {
  Alert,
  Button,
  Dialog,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { D2rOrderDialogQuery } from '../../__generated__/D2rOrderDialogQuery.graphql';
import { brandsPath } from '../../lib/brandsParams';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { PageLoader } from '../../lib/PageLoader';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useFormRows, useSchemaForm } from '../../lib/useSchemaForm';
import { readWarehouseOption } from '../warehouses/useWarehouseOptions';
import {
  D2R_ORDER_FORM,
  D2R_PAYMENT_MODE_OPTIONS,
  EMPTY_LINE,
  d2rOrderFormValues,
  d2rOrderInput,
  type D2rOrderFormValues,
} from './d2rOrderForm';
import { SalesmanSelect } from './SalesmanSelect';
import { useD2rOrderCreateMutation } from './useD2rOrderCreateMutation';

// The brand's warehouses the order may ship from, and its active catalogue to pick SKUs from.
const query = graphql`
  query D2rOrderDialogQuery($company: ID!) {
    node(id: $company) {
      ... on Company @alias(as: "company") {
        warehouses(first: 50) {
          edges {
            node {
              active
              ...useWarehouseOptions_warehouse
            }
          }
        }
      }
    }
    catalogueProducts(company: $company, active: 1, first: 100) {
      edges {
        node {
          id
          sku
          productTitle
          price
        }
      }
    }
  }
`;

/** The retailer an order is taken for, as its row in the Retailers list has it. */
export interface D2rOrderRetailer {
  readonly id: string;
  readonly name: string;
  readonly paymentTermsDays: number;
  readonly company: { readonly id: string } | null | undefined;
  readonly salesman: { readonly id: string } | null | undefined;
}

interface Props {
  retailer: D2rOrderRetailer | null;
  onClose: () => void;
}

/** Takes an order for a retailer, for the salesman who took it; it waits for an admin's approval. */
export function D2rOrderDialog({ retailer, onClose }: Props) {
  return (
    <FormDialog open={retailer !== null} onClose={onClose} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      {/* The title is there from the opening (the dialog is named by it), before the brand's lists load. */}
      {retailer && (
        <Dialog.Header>
          <Dialog.Title>{fill('New order for {name}', { name: retailer.name })}</Dialog.Title>
        </Dialog.Header>
      )}
      {retailer?.company && (
        <Suspense fallback={<PageLoader />}>
          <OrderForm retailer={retailer} company={retailer.company.id} onDone={onClose} />
        </Suspense>
      )}
    </FormDialog>
  );
}

interface Created {
  id: string;
  shopOrderId: string;
  totalAmount: number;
}

function OrderForm({ retailer, company, onDone }: { retailer: D2rOrderRetailer; company: string; onDone: () => void }) {
  const data = useLazyLoadQuery<D2rOrderDialogQuery>(query, { company }, { fetchPolicy: 'store-and-network' });
  const formId = useId();
  const [create, isCreating] = useD2rOrderCreateMutation();
  const [created, setCreated] = useState<Created | null>(null);
  const form = useSchemaForm<typeof D2R_ORDER_FORM, D2rOrderFormValues>(D2R_ORDER_FORM, d2rOrderFormValues(retailer));
  const lines = useFormRows(form, 'lines');

  const warehouses = useMemo(
    () =>
      (data.node?.company?.warehouses?.edges ?? [])
        .filter((edge) => edge.node.active)
        .map((edge) => readWarehouseOption(edge.node)),
    [data.node?.company?.warehouses],
  );
  const products = useMemo(() => (data.catalogueProducts?.edges ?? []).map((e) => e.node), [data.catalogueProducts]);
  // A brand with one warehouse ships from it.
  const firstWarehouse = warehouses[0]?.value ?? '';
  useEffect(() => {
    if (!form.values.warehouse && firstWarehouse) form.setValue('warehouse', firstWarehouse);
    // Only when the warehouses arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstWarehouse]);

  const submit = form.onSubmit((values) => {
    create(d2rOrderInput(company, retailer.id, values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        const order = payload.orderEdge?.node;
        toaster.create({ type: 'success', title: MSG.d2rOrderCreated });
        if (order) setCreated(order);
        else onDone();
      },
      onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
    });
  });

  if (created) return <CreatedView order={created} company={company} onDone={onDone} />;

  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label="New D2R order">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SalesmanSelect company={company} field={form.field('salesman')} required />
              <FormField
                kind="select"
                label="Warehouse"
                options={warehouses}
                placeholder={warehouses.length ? 'Select warehouse' : 'The brand has no warehouse'}
                required
                {...form.field('warehouse')}
              />
              <FormField
                kind="radio"
                label="Payment mode"
                options={D2R_PAYMENT_MODE_OPTIONS}
                required
                {...form.field('paymentMode')}
              />
              <FormField
                label="Bill location"
                autoComplete="off"
                maxLength={120}
                helperText="Optional: empty invoices from H/Q"
                {...form.field('billLocation')}
              />
            </SimpleGrid>

            <OrderLines field={form.field} lines={lines} products={products} />
            <Text textStyle="sm" color="fg.muted">
              Priced at the warehouse&apos;s store price; an admin approves the order before its stock is blocked.
            </Text>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Create order
      </FormDialogFooter>
    </>
  );
}

type OrderField = ReturnType<typeof useSchemaForm<typeof D2R_ORDER_FORM, D2rOrderFormValues>>['field'];

interface LinesProps {
  field: OrderField;
  lines: ReturnType<typeof useFormRows<D2rOrderFormValues, 'lines'>>;
  products: readonly {
    readonly id: string;
    readonly sku: string;
    readonly productTitle: string;
    readonly price: number;
  }[];
}

/** The order's lines: a SKU of the brand's catalogue and its quantity each, added and removed. */
function OrderLines({ field, lines, products }: LinesProps) {
  const skuListId = useId();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Lines</Fieldset.Legend>
      <Stack gap="3" mt="2">
        {lines.fields.map(({ id: key }, index) => (
          <HStack key={key} gap="3" align="flex-start">
            <SkuField
              index={index}
              listId={skuListId}
              {...field(`lines.${index}.sku`)}
              title={products.find((p) => p.sku === field(`lines.${index}.sku`).value.trim())?.productTitle}
            />
            <Stack w="24" flexShrink={0}>
              <FormField
                label="Quantity"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                required
                {...field(`lines.${index}.quantity`)}
              />
            </Stack>
            <IconButton
              mt="7"
              variant="ghost"
              size="sm"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => lines.remove(index)}
              disabled={lines.fields.length === 1}
            >
              <RemoveIcon />
            </IconButton>
          </HStack>
        ))}
        <datalist id={skuListId}>
          {products.map((p) => (
            <option key={p.id} value={p.sku}>
              {`${p.productTitle} · ${formatPaise(p.price)}`}
            </option>
          ))}
        </datalist>
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => lines.append(EMPTY_LINE)}>
          Add line
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}

interface SkuFieldProps {
  index: number;
  listId: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The catalogue's title for the SKU typed, when it lists it. */
  title: string | undefined;
}

/** A line's SKU: typed, or picked from the brand's catalogue as it is typed. */
function SkuField({ index, listId, name, value, error, onChange, title }: SkuFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required flex="1" minW="0">
      <Field.Label>{`SKU ${index + 1}`}</Field.Label>
      <Input
        name={name}
        value={value}
        list={listId}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {title && !error && <Field.HelperText truncate>{title}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The order taken: its number, its total and the way to it in the brand's orders. */
function CreatedView({ order, company, onDone }: { order: Created; company: string; onDone: () => void }) {
  const href = `${brandsPath('orders', company)}&order=${encodeURIComponent(order.id)}`;
  return (
    <>
      <Dialog.Body>
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MSG.d2rOrderCreated}</Alert.Title>
            <Alert.Description>
              {fill('Order {number} for {total} waits for an admin’s approval before its stock is blocked.', {
                number: order.shopOrderId,
                total: formatPaise(order.totalAmount),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
        <Button asChild>
          <RouterLink to={href} onClick={onDone}>
            Open order
          </RouterLink>
        </Button>
      </Dialog.Footer>
    </>
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
