import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MSG, PROMOTER_STOCK_QUANTITY_MAX } from '@parcelo/common';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { PromoterStockForm_query$key } from '../../__generated__/PromoterStockForm_query.graphql';
import type { PromoterStockFormRefetchQuery } from '../../__generated__/PromoterStockFormRefetchQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';
import { STOCK_TYPE_LABELS, type StockTypeChoice } from './stockType';
import { usePromoterStockCountSaveMutation } from './usePromoterStockCountSaveMutation';

const fragment = graphql`
  fragment PromoterStockForm_query on Query
  @argumentDefinitions(search: { type: "String" })
  @refetchable(queryName: "PromoterStockFormRefetchQuery") {
    promoterStockOptions(search: $search) @required(action: THROW) {
      retailers {
        id
        name
        addressLine1
        city
      }
      products {
        sku
        title
      }
    }
  }
`;

/** What the form starts with: a fresh count, or a saved one to count again. */
export interface StockDraft {
  retailer: { id: string; name: string } | null;
  stockType: StockTypeChoice;
  quantities: Record<string, string>;
}

const TYPE_OPTIONS = (['OPENING', 'CLOSING'] as const).map((value) => ({ value, label: STOCK_TYPE_LABELS[value] }));

/** The retailers the search found, with the one chosen kept among them though the search no longer finds it. */
function retailerOptions(
  found: readonly { id: string; name: string; addressLine1: string; city: string }[],
  chosen: StockDraft['retailer'],
) {
  const options = found.map((r) => ({ value: r.id, label: `${r.name}, ${r.addressLine1}, ${r.city}` }));
  if (chosen && !found.some((r) => r.id === chosen.id)) options.unshift({ value: chosen.id, label: chosen.name });
  return options;
}

/**
 * A stock count: the shop (searched among the brand's retailers), opening or closing, and a
 * number for each catalogue product counted. Products left empty are not in the count.
 */
export function PromoterStockForm({
  query,
  draft,
  onSaved,
}: {
  query: PromoterStockForm_query$key;
  draft: StockDraft;
  onSaved: () => void;
}) {
  const [data, refetch] = useRefetchableFragment<PromoterStockFormRefetchQuery, PromoterStockForm_query$key>(
    fragment,
    query,
  );
  const { retailers, products } = data.promoterStockOptions;
  const [search, setSearch] = useState('');
  const [retailer, setRetailer] = useState(draft.retailer);
  const [stockType, setStockType] = useState<StockTypeChoice>(draft.stockType);
  const [quantities, setQuantities] = useState(draft.quantities);
  const [errors, setErrors] = useState<{ retailer?: string; form?: string }>({});
  const [save, isSaving] = usePromoterStockCountSaveMutation();
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [isSearching, startSearch] = useTransition();
  const asked = useRef('');
  useEffect(() => {
    if (settled === asked.current) return;
    asked.current = settled;
    startSearch(() => {
      refetch({ search: settled || null }, { fetchPolicy: 'store-and-network' });
    });
  }, [settled, refetch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = products
      .filter((p) => (quantities[p.sku] ?? '').trim() !== '')
      .map((p) => ({ sku: p.sku, quantity: Number(quantities[p.sku]) }));
    const problems = {
      ...(retailer ? {} : { retailer: MSG.promoterStockRetailerRequired }),
      ...(lines.length ? {} : { form: MSG.promoterStockLinesRequired }),
    };
    setErrors(problems);
    if (!retailer || !lines.length) return;
    save(
      { retailer: retailer.id, stockType, lines },
      {
        onCompleted: (payload) => {
          const [first] = payload.userErrors;
          if (first) {
            setErrors(first.field === 'retailer' ? { retailer: first.message } : { form: first.message });
            return;
          }
          toaster.create({ type: 'success', title: MSG.promoterStockSaved });
          onSaved();
        },
      },
    );
  };

  const options = retailerOptions(retailers, retailer);
  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label="Stock count">
      <Heading as="h2" size="md">
        Count stock
      </Heading>
      <FormField
        label="Search retailers"
        name="search"
        type="search"
        placeholder="Name, phone or GSTIN"
        maxLength={100}
        value={search}
        onChange={setSearch}
      />
      <FormField
        kind="select"
        label="Retailer"
        name="retailer"
        placeholder={isSearching ? 'Searching…' : options.length ? 'Choose a retailer' : 'No retailer has that name'}
        options={options}
        value={retailer?.id ?? ''}
        error={errors.retailer}
        onChange={(id) => {
          const found = options.find((o) => o.value === id);
          setRetailer(found ? { id, name: found.label } : null);
        }}
      />
      <FormField
        kind="radio"
        label="Count"
        name="stockType"
        options={TYPE_OPTIONS}
        value={stockType}
        onChange={(value) => setStockType(value === 'CLOSING' ? 'CLOSING' : 'OPENING')}
      />
      <ProductCounts products={products} quantities={quantities} onChange={setQuantities} />
      <FormAlert message={errors.form ?? null} />
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="blue" loading={isSaving} width={{ base: 'full', md: 'auto' }}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}

/** A number box for each of the brand's products; an empty one is a product not counted. */
function ProductCounts({
  products,
  quantities,
  onChange,
}: {
  products: readonly { sku: string; title: string }[];
  quantities: Record<string, string>;
  onChange: (update: (q: Record<string, string>) => Record<string, string>) => void;
}) {
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
        Units on the shelf
      </Text>
      {products.length === 0 && <Text color="fg.muted">The brand has no products in its catalogue yet.</Text>}
      {products.map((p) => (
        <Field.Root key={p.sku} orientation="horizontal" justifyContent="space-between" gap="3">
          <Field.Label flex="1" fontWeight="normal">
            <Stack gap="0">
              <Text>{p.title}</Text>
              <Text textStyle="xs" color="fg.muted">
                {p.sku}
              </Text>
            </Stack>
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={PROMOTER_STOCK_QUANTITY_MAX}
            step={1}
            width="28"
            flex="none"
            textAlign="end"
            value={quantities[p.sku] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange((q) => ({ ...q, [p.sku]: value }));
            }}
          />
        </Field.Root>
      ))}
    </Stack>
  );
}
